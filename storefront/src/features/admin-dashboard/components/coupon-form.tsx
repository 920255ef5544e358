import { useState, type FormEvent } from "react"
import { useToast } from "@/components/toast"
import { isApiError } from "@/lib/api"
import { getToken } from "@/lib/auth-token"
import { Field } from "@/components/ui/field"
import { SelectField } from "@/components/ui/fields"
import { useCreateCoupon } from "../api/mutations"
import type { DiscountType } from "../types"
import { generateCouponCode } from "../utils/coupon-code"
import { checkCouponDraft, COUPON_LIMITS, normaliseCouponCode, type CouponDraft } from "../utils/coupon-rules"
import { TEXTS, failureText, successText } from "../utils/messages"
import { Button } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import ui from "./admin.module.css"
import styles from "./coupon-form.module.css"

const EMPTY: CouponDraft = { code: "", discountType: "percentage", discountAmount: "", isActive: true }

/** Create Coupon: code (typed or generated, upper case), type, amount within the type's limits, active. */
export function CouponForm() {
  const toast = useToast()
  const create = useCreateCoupon()
  const [draft, setDraft] = useState<CouponDraft>(EMPTY)
  const [error, setError] = useState<{ field: "code" | "discountAmount"; message: string } | null>(null)
  const limits = COUPON_LIMITS[draft.discountType]

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const check = checkCouponDraft(draft)
    if (!check.ok) {
      setError({ field: check.field, message: check.message })
      toast.error(check.message)
      document.getElementById(`coupon-${check.field}`)?.focus()
      return
    }
    setError(null)
    if (!getToken()) {
      toast.error(TEXTS.couponNoToken)
      return
    }
    create.mutate(check.value, {
      onSuccess: (answer) => {
        toast.success(successText(answer, TEXTS.couponCreated))
        setDraft(EMPTY)
      },
      onError: (err) =>
        toast.error(
          isApiError(err) && err.kind === "http" && !err.body
            ? `Failed to create coupon. Server responded with: ${err.status}`
            : failureText(err, TEXTS.couponFailed)
        ),
    })
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="coupon-form-title">
      <h3 id="coupon-form-title" className={styles.subtitle}>
        Create Coupon
      </h3>
      <Field label="Coupon code" required className={styles.code}>
        {(field) => (
          <div className={styles.inline}>
            <input
              {...field}
              className={cx("input", ui.mono)}
              name="code"
              value={draft.code}
              maxLength={32}
              autoComplete="off"
              aria-required="true"
              // The form's one error line, below the button, names the field it is about.
              aria-invalid={error?.field === "code"}
              aria-describedby={error?.field === "code" ? "coupon-error" : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, code: normaliseCouponCode(e.target.value).replace(/\s+/g, "") }))}
            />
            <Button variant="ghost" onClick={() => setDraft((d) => ({ ...d, code: generateCouponCode() }))}>
              Generate
            </Button>
          </div>
        )}
      </Field>
      <SelectField
        label="Discount type"
        name="discountType"
        value={draft.discountType}
        onChange={(e) => setDraft((d) => ({ ...d, discountType: e.target.value as DiscountType }))}
      >
        <option value="percentage">Percentage (%)</option>
        <option value="fixed">Fixed amount (₹)</option>
      </SelectField>
      <Field
        label="Discount amount"
        required
        hint={
          draft.discountType === "percentage" ? `${limits.min}–${limits.max} %` : `₹${limits.min}–₹${limits.max.toLocaleString("en-IN")}`
        }
      >
        {(field) => (
          <input
            {...field}
            className="input"
            type="number"
            name="discountAmount"
            inputMode="decimal"
            min={limits.min}
            max={limits.max}
            step={draft.discountType === "percentage" ? 1 : 0.01}
            value={draft.discountAmount}
            aria-required="true"
            aria-invalid={error?.field === "discountAmount"}
            aria-describedby={error?.field === "discountAmount" ? "coupon-error" : field["aria-describedby"]}
            onChange={(e) => setDraft((d) => ({ ...d, discountAmount: e.target.value }))}
          />
        )}
      </Field>
      <label className={cx(ui.check, styles.active)}>
        <input
          type="checkbox"
          name="isActive"
          checked={draft.isActive}
          onChange={(e) => setDraft((d) => ({ ...d, isActive: e.target.checked }))}
        />
        <span>Active</span>
      </label>
      <Button type="submit" className={styles.submit} disabled={create.isPending}>
        {create.isPending ? "Creating..." : "Create Coupon"}
      </Button>
      {error && (
        <p id="coupon-error" className={cx(styles.fieldError, styles.error)}>
          {error.message}
        </p>
      )}
    </form>
  )
}
