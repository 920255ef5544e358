import { formatPrice } from "@/lib/format-price"
import { useConfirmMatches, usePreviewStatement } from "../api/mutations"
import type { CreditMatch } from "../types"
import { CsvPreviewPanel, MutedLine, orderOutcome } from "./csv-preview-panel"
import ui from "./admin.module.css"

const matchKey = (m: CreditMatch) => `${m.order.id}:${m.credit.row}`

/**
 * Reconcile a bank / UPI statement: upload the CSV, read the server's preview
 * (matched, wrong amount, unknown credits, orders without credit), tick the
 * matches to confirm.
 */
export function ReconcilePanel() {
  const upload = usePreviewStatement()
  const confirm = useConfirmMatches()
  return (
    <CsvPreviewPanel
      name="reconcile"
      title="Reconcile bank statement"
      fileLabel="Statement CSV (bank or UPI export, up to 2 MB)"
      fileField="statement"
      previewLabel="Preview matches"
      texts={{
        noFile: "Choose the statement CSV file first",
        unreadable: "The statement could not be read",
        confirmFailed: "Could not confirm the payments",
        confirmed: (answer) => answer.message ?? `${answer.confirmed} orders confirmed`,
      }}
      upload={upload}
      confirm={confirm}
      matches={(preview) => preview.matched}
      matchKey={matchKey}
      toConfirmation={(m) => ({ orderId: m.order.id, reference: m.credit.reference || null, date: m.credit.date || null })}
      summary={(preview) => (
        <>
          {preview.credits} credits read: {preview.matched.length} matched, {preview.amountMismatches.length} with a different amount,{" "}
          {preview.unmatchedCredits.length} without an order; {preview.ordersWithoutCredit.length} pending orders without a credit.
        </>
      )}
      noMatches="No credit matches a pending order exactly."
      match={(m) => (
        <>
          <span className={ui.strong}>{m.order.orderNumber}</span> · {formatPrice(m.credit.amount)} · {m.credit.date} ·{" "}
          {m.matchedBy === "reference" ? "by reference" : "by order number"}
          <MutedLine>
            Row {m.credit.row}: {m.credit.narration || m.credit.reference}
          </MutedLine>
        </>
      )}
      rest={(preview) => (
        <>
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
                    <MutedLine>{u.reason}</MutedLine>
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
        </>
      )}
      outcome={orderOutcome}
      confirmLabel={(count, pending) => (pending ? "Confirming..." : `Confirm ${count} selected ${count === 1 ? "payment" : "payments"}`)}
    />
  )
}
