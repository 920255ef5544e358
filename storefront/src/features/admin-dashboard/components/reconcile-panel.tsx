import { useState, type FormEvent } from "react"
import { useToast } from "@/components/toast"
import { formatPrice } from "@/lib/format-price"
import { Field } from "@/components/ui/field"
import { Alert } from "@/components/ui/alert"
import { useConfirmMatches, usePreviewStatement } from "../api/mutations"
import type { CreditMatch, ReconcileConfirmAnswer, ReconcilePreview } from "../types"
import { failureText } from "../utils/messages"
import { Button } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import ui from "./admin.module.css"

const matchKey = (m: CreditMatch) => `${m.order.id}:${m.credit.row}`

/**
 * Reconcile a bank / UPI statement: upload the CSV, read the server's preview
 * (matched, wrong amount, unknown credits, orders without credit), tick the
 * matches to confirm. Nothing is confirmed before the click; the server keeps
 * no copy of the file.
 */
export function ReconcilePanel() {
  const toast = useToast()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<ReconcilePreview | null>(null)
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const [outcome, setOutcome] = useState<ReconcileConfirmAnswer | null>(null)
  const [error, setError] = useState<string | null>(null)
  const upload = usePreviewStatement()
  const confirm = useConfirmMatches()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file) return setError("Choose the statement CSV file first")
    setError(null)
    setOutcome(null)
    upload.mutate(file, {
      onSuccess: (answer) => {
        setPreview(answer)
        setChosen(new Set(answer.matched.map(matchKey)))
      },
      onError: (e) => {
        setPreview(null)
        setError(failureText(e, "The statement could not be read"))
      },
    })
  }

  const confirmChosen = () => {
    if (!preview) return
    const matches = preview.matched
      .filter((m) => chosen.has(matchKey(m)))
      .map((m) => ({ orderId: m.order.id, reference: m.credit.reference || null, date: m.credit.date || null }))
    if (!matches.length) return
    confirm.mutate(matches, {
      onSuccess: (answer) => {
        setOutcome(answer)
        toast.success(answer.message ?? `${answer.confirmed} orders confirmed`)
      },
      onError: (e) => toast.error(failureText(e, "Could not confirm the payments")),
    })
  }

  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })

  return (
    <section className={ui.card} aria-labelledby="admin-reconcile-title" data-testid="admin-reconcile">
      <div className={ui.cardHead}>
        <h2 id="admin-reconcile-title" className={ui.cardTitle}>
          Reconcile bank statement
        </h2>
      </div>
      <form onSubmit={submit}>
        <Field label="Statement CSV (bank or UPI export, up to 2 MB)">
          {(field) => (
            <input
              {...field}
              type="file"
              className={ui.file}
              name="statement"
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
          {upload.isPending ? "Reading..." : "Preview matches"}
        </Button>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
      {preview && (
        <div data-testid="reconcile-preview">
          <p className={ui.muted}>
            {preview.credits} credits read: {preview.matched.length} matched, {preview.amountMismatches.length} with a different amount,{" "}
            {preview.unmatchedCredits.length} without an order; {preview.ordersWithoutCredit.length} pending orders without a credit.
          </p>

          <h3 className={ui.heading}>Matched</h3>
          {preview.matched.length === 0 ? (
            <p className={ui.muted}>No credit matches a pending order exactly.</p>
          ) : (
            <ul role="list">
              {preview.matched.map((m) => (
                <li key={matchKey(m)} data-testid="reconcile-match">
                  <label>
                    <input type="checkbox" checked={chosen.has(matchKey(m))} onChange={() => toggle(matchKey(m))} />{" "}
                    <span className={ui.strong}>{m.order.orderNumber}</span> · {formatPrice(m.credit.amount)} · {m.credit.date} ·{" "}
                    {m.matchedBy === "reference" ? "by reference" : "by order number"}
                    <span className={cx(ui.muted, ui.block)}>
                      Row {m.credit.row}: {m.credit.narration || m.credit.reference}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}

          {preview.amountMismatches.length > 0 && (
            <>
              <h3 className={ui.heading}>Amount differs</h3>
              <ul role="list">
                {preview.amountMismatches.map((m) => (
                  <li key={matchKey(m)} data-testid="reconcile-mismatch">
                    <span className={ui.strong}>{m.order.orderNumber}</span>: credit {formatPrice(m.credit.amount)}, order total{" "}
                    {formatPrice(m.order.total)} (row {m.credit.row})
                  </li>
                ))}
              </ul>
            </>
          )}

          {preview.unmatchedCredits.length > 0 && (
            <>
              <h3 className={ui.heading}>Credits without an order</h3>
              <ul role="list">
                {preview.unmatchedCredits.map((u) => (
                  <li key={u.credit.row} data-testid="reconcile-unmatched">
                    Row {u.credit.row}: {formatPrice(u.credit.amount)} · {u.credit.narration || u.credit.reference}
                    <span className={cx(ui.muted, ui.block)}>{u.reason}</span>
                  </li>
                ))}
              </ul>
            </>
          )}

          {preview.ordersWithoutCredit.length > 0 && (
            <>
              <h3 className={ui.heading}>Pending orders without a credit</h3>
              <p className={ui.muted} data-testid="reconcile-orders-without-credit">
                {preview.ordersWithoutCredit.map((o) => `${o.orderNumber} (${formatPrice(o.total)})`).join(", ")}
              </p>
            </>
          )}

          <Button onClick={confirmChosen} disabled={confirm.isPending || chosen.size === 0 || !!outcome}>
            {confirm.isPending ? "Confirming..." : `Confirm ${chosen.size} selected ${chosen.size === 1 ? "payment" : "payments"}`}
          </Button>
          {outcome && (
            <ul role="list" data-testid="reconcile-outcome">
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
