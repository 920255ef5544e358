import { useState, type FormEvent } from "react"
import { useToast } from "@/components/toast"
import { formatPrice } from "@/lib/format-price"
import { Field } from "@/components/ui/field"
import { Alert } from "@/components/ui/alert"
import { useConfirmRemittance, usePreviewRemittance } from "../api/mutations"
import type { RemittanceConfirmAnswer, RemittancePreview } from "../types"
import { failureText } from "../utils/messages"
import { Button } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import ui from "./admin.module.css"

/**
 * Cash on delivery collected: upload the courier's remittance CSV (AWB or
 * order number, amount), read the server's preview, tick the matches to mark
 * paid. Amounts that differ are listed and never applied; the server keeps no
 * copy of the file, and a second confirmation marks nothing twice.
 */
export function RemittancePanel() {
  const toast = useToast()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<RemittancePreview | null>(null)
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const [outcome, setOutcome] = useState<RemittanceConfirmAnswer | null>(null)
  const [error, setError] = useState<string | null>(null)
  const upload = usePreviewRemittance()
  const confirm = useConfirmRemittance()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file) return setError("Choose the remittance CSV file first")
    setError(null)
    setOutcome(null)
    upload.mutate(file, {
      onSuccess: (answer) => {
        setPreview(answer)
        setChosen(new Set(answer.matched.map((m) => m.orderId)))
      },
      onError: (e) => {
        setPreview(null)
        setError(failureText(e, "The remittance file could not be read"))
      },
    })
  }

  const confirmChosen = () => {
    if (!preview) return
    const matches = preview.matched
      .filter((m) => chosen.has(m.orderId))
      .map((m) => ({ orderId: m.orderId, amount: m.amount, awb: m.awb || null }))
    if (!matches.length) return
    confirm.mutate(matches, {
      onSuccess: (answer) => {
        setOutcome(answer)
        toast.success(answer.message ?? `${answer.paid} orders marked paid`)
      },
      onError: (e) => toast.error(failureText(e, "Could not mark the orders paid")),
    })
  }

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <section className={ui.card} aria-labelledby="admin-remittance-title" data-testid="admin-remittance">
      <div className={ui.cardHead}>
        <h2 id="admin-remittance-title" className={ui.cardTitle}>
          COD cash remittance
        </h2>
      </div>
      <form onSubmit={submit}>
        <Field label="Courier remittance CSV (AWB or order number, amount; up to 2 MB)">
          {(field) => (
            <input
              {...field}
              type="file"
              className={ui.file}
              name="remittance"
              accept=".csv,text/csv"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null)
                setPreview(null)
                setOutcome(null)
              }}
            />
          )}
        </Field>
        <Button type="submit" size="small" disabled={upload.isPending}>
          {upload.isPending ? "Reading..." : "Preview remittance"}
        </Button>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
      {preview && (
        <div data-testid="remittance-preview">
          <p className={ui.muted}>
            {preview.rows} rows read: {preview.matched.length} matched, {preview.mismatches.length} with a different amount,{" "}
            {preview.unmatched.length} not applicable.
          </p>
          <h3 className={ui.heading}>Matched</h3>
          {preview.matched.length === 0 ? (
            <p className={ui.muted}>No row matches a delivered COD order exactly.</p>
          ) : (
            <ul role="list">
              {preview.matched.map((m) => (
                <li key={m.orderId} data-testid="remittance-match">
                  <label>
                    <input type="checkbox" checked={chosen.has(m.orderId)} onChange={() => toggle(m.orderId)} />{" "}
                    <span className={ui.strong}>{m.orderNumber}</span> · {formatPrice(m.amount)}
                    {m.awb ? ` · AWB ${m.awb}` : ""}
                    <span className={cx(ui.muted, ui.block)}>Row {m.row}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {preview.mismatches.length > 0 && (
            <>
              <h3 className={ui.heading}>Amount differs (not applied)</h3>
              <ul role="list">
                {preview.mismatches.map((m) => (
                  <li key={m.row} data-testid="remittance-mismatch">
                    <span className={ui.strong}>{m.orderNumber}</span>: remitted {formatPrice(m.amount)}, order total{" "}
                    {formatPrice(m.expected ?? 0)} (row {m.row})
                  </li>
                ))}
              </ul>
            </>
          )}
          {preview.unmatched.length > 0 && (
            <>
              <h3 className={ui.heading}>Rows not applied</h3>
              <ul role="list">
                {preview.unmatched.map((u) => (
                  <li key={u.row} data-testid="remittance-unmatched">
                    Row {u.row}: {formatPrice(u.amount)} · {u.awb || u.orderNumber}
                    <span className={cx(ui.muted, ui.block)}>{u.reason}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <Button onClick={confirmChosen} disabled={confirm.isPending || chosen.size === 0 || !!outcome}>
            {confirm.isPending ? "Marking paid..." : `Mark ${chosen.size} selected ${chosen.size === 1 ? "order" : "orders"} paid`}
          </Button>
          {outcome && (
            <ul role="list" data-testid="remittance-outcome">
              {outcome.results.map((r) => (
                <li key={r.orderId}>
                  {r.orderNumber ?? r.orderId}: {r.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  )
}
