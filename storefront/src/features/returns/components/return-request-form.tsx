import { useState, type FormEvent } from "react"
import { Alert } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import { SelectField, TextAreaField, TextField } from "@/components/ui/fields"
import { useToast } from "@/components/toast"
import { isApiError } from "@/lib/api"
import { formatPrice } from "@/lib/format-price"
import { requestReturn, uploadReturnPhotos } from "../api/returns-api"
import type { Return, ReturnOptions } from "../types"
import { EXCHANGE_TEXTS } from "@sugandh/contract"
import {
  checkReturnForm,
  emptyReturnForm,
  exchangeDifference,
  FORM_TEXTS,
  NOTE_MAX,
  PHOTO_TYPES,
  PHOTOS_MAX,
  serverFieldErrors,
  type FieldErrors,
  type ReturnFormState,
} from "../utils/return-form"
import styles from "./returns.module.css"
import "@/styles/forms.css"

type Props = {
  orderId: string
  options: ReturnOptions
  onDone: (created: Return) => void
  onClose: () => void
}

const FAILED = "The return could not be requested. Please try again."

/**
 * "Return or exchange" (issue 45): the lines and quantities, a reason, a note,
 * photos (required by some reasons) and, for a manual payment, where the refund
 * goes; a line with other sizes in stock may be exchanged for one of them (the
 * sizes and prices are the server's), with the difference shown before asking.
 * Checked here as the server checks it; the server's refusals show on their fields.
 */
export function ReturnRequestForm({ orderId, options, onDone, onClose }: Props) {
  const toast = useToast()
  const [state, setState] = useState<ReturnFormState>(emptyReturnForm)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (patch: Partial<ReturnFormState>) => setState((s) => ({ ...s, ...patch }))
  const reason = options.reasons.find((r) => r.id === state.reasonId)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError(null)
    const checked = checkReturnForm(state, options)
    if ("errors" in checked) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    setBusy(true)
    try {
      let photos: string[] = []
      try {
        if (state.photos.length) photos = await uploadReturnPhotos(state.photos)
      } catch (error) {
        // 413 / 415 / 400 on the photos: shown on the photos field.
        if (isApiError(error) && error.kind === "http") {
          setErrors({ photos: error.errors[0]?.msg || error.message || FORM_TEXTS.photoType })
          return
        }
        throw error
      }
      const answer = await requestReturn(orderId, { ...checked.body, ...(photos.length ? { photos } : {}) })
      toast.success(
        checked.body.exchange
          ? "Exchange requested. We will e-mail you once it is reviewed."
          : "Return requested. We will e-mail you once it is reviewed."
      )
      onDone(answer.return)
    } catch (error) {
      if (isApiError(error) && error.kind === "http") {
        const { fields, rest } = serverFieldErrors(error.errors, checked.body)
        setErrors(fields)
        setFormError(rest[0] ?? (Object.keys(fields).length ? null : error.message || FAILED))
      } else {
        setFormError(isApiError(error) ? error.message || FAILED : FAILED)
      }
    } finally {
      setBusy(false)
    }
  }

  const returnable = options.lines.filter((l) => l.returnable > 0)
  const exchanging = returnable.some((l) => (state.quantities[l.line] ?? 0) > 0 && state.exchangeFor[l.line])
  const difference = exchangeDifference(state, options)
  const askPayee = options.needsPayee && !(exchanging && difference >= 0)
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="return-form" aria-label="Return or exchange">
      <p className={styles.muted}>
        A return is refunded
        {options.needsPayee ? " to the UPI ID or bank account you give below" : " to your original payment method"}; an item with other
        sizes in stock may be exchanged for one instead.
        {options.lastDay ? ` Returns for this order close on ${formatDay(options.lastDay)}.` : ""}
      </p>
      <fieldset className={styles.lines}>
        <legend className={styles.heading}>Items to return</legend>
        {returnable.map((l) => (
          <div key={l.line}>
            <TextField
              type="number"
              inputMode="numeric"
              min={0}
              max={l.returnable}
              step={1}
              label={`${l.title} (up to ${l.returnable})`}
              value={String(state.quantities[l.line] ?? 0)}
              error={errors[`line.${l.line}`]}
              onChange={(e) => set({ quantities: { ...state.quantities, [l.line]: Math.max(0, Math.floor(Number(e.target.value) || 0)) } })}
            />
            {l.sizes.length > 0 && (state.quantities[l.line] ?? 0) > 0 && (
              <SelectField
                label={`${l.title}: refund or exchange`}
                value={state.exchangeFor[l.line] ?? ""}
                error={errors[`exchange.${l.line}`]}
                onChange={(e) => set({ exchangeFor: { ...state.exchangeFor, [l.line]: e.target.value } })}
              >
                <option value="">{EXCHANGE_TEXTS.keepRefund}</option>
                {l.sizes.map((s) => (
                  <option key={s.productId} value={s.productId}>
                    {`${EXCHANGE_TEXTS.offer}: ${s.size} (${formatPrice(s.price)})`}
                  </option>
                ))}
              </SelectField>
            )}
          </div>
        ))}
        {exchanging && (
          <p className={styles.muted} data-testid="exchange-difference">
            {EXCHANGE_TEXTS.preview(difference)}
          </p>
        )}
        {errors.items && <Alert tone="error">{errors.items}</Alert>}
      </fieldset>
      <SelectField
        label="Reason"
        required
        value={state.reasonId}
        error={errors.reasonId}
        onChange={(e) => set({ reasonId: e.target.value })}
      >
        <option value="">Choose a reason</option>
        {options.reasons.map((r) => (
          <option key={r.id} value={r.id}>
            {r.label}
          </option>
        ))}
      </SelectField>
      {reason?.chargesPickupFee && (
        <p className={styles.muted}>
          Only unopened, sealed bottles; a reverse pickup fee of {formatPrice(options.pickupFee)} is kept from the refund.
        </p>
      )}
      <TextAreaField
        label="Note"
        maxLength={NOTE_MAX}
        rows={3}
        value={state.note}
        error={errors.note}
        onChange={(e) => set({ note: e.target.value })}
      />
      <TextField
        type="file"
        label={reason?.photosRequired ? "Photos (required for this reason)" : "Photos"}
        hint={`Up to ${PHOTOS_MAX} JPEG, PNG or WebP images, 5 MB each`}
        accept={PHOTO_TYPES.join(",")}
        multiple
        required={!!reason?.photosRequired}
        error={errors.photos}
        onChange={(e) => set({ photos: Array.from(e.target.files ?? []) })}
      />
      {askPayee && (
        <fieldset className={styles.lines}>
          <legend className={styles.heading}>Where should we send the refund?</legend>
          <SelectField
            label="Refund to"
            value={state.payeeKind}
            onChange={(e) => set({ payeeKind: e.target.value === "bank" ? "bank" : "upi" })}
          >
            <option value="upi">UPI ID</option>
            <option value="bank">Bank account</option>
          </SelectField>
          {state.payeeKind === "upi" ? (
            <TextField
              label="UPI ID"
              required
              placeholder="name@bank"
              value={state.upiId}
              error={errors.upiId}
              onChange={(e) => set({ upiId: e.target.value })}
            />
          ) : (
            <>
              <TextField
                label="Account holder's name"
                required
                value={state.accountName}
                error={errors.accountName}
                onChange={(e) => set({ accountName: e.target.value })}
              />
              <TextField
                label="Account number"
                required
                inputMode="numeric"
                value={state.accountNumber}
                error={errors.accountNumber}
                onChange={(e) => set({ accountNumber: e.target.value })}
              />
              <TextField label="IFSC" required value={state.ifsc} error={errors.ifsc} onChange={(e) => set({ ifsc: e.target.value })} />
            </>
          )}
        </fieldset>
      )}
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {exchanging ? "Request exchange" : "Request return"}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Close
        </Button>
      </div>
    </form>
  )
}

/** "2026-11-08" (an IST date) as "8 November 2026". */
export function formatDay(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number)
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
}
