import { formatPrice } from "@/lib/format-price"
import { useConfirmRemittance, usePreviewRemittance } from "../api/mutations"
import { CsvPreviewPanel, MutedLine, orderOutcome } from "./csv-preview-panel"
import ui from "./admin.module.css"

/**
 * Cash on delivery collected: upload the courier's remittance CSV (AWB or
 * order number, amount), read the server's preview, tick the matches to mark
 * paid. Amounts that differ are listed and never applied; a second
 * confirmation marks nothing twice.
 */
export function RemittancePanel() {
  const upload = usePreviewRemittance()
  const confirm = useConfirmRemittance()
  return (
    <CsvPreviewPanel
      name="remittance"
      title="COD cash remittance"
      fileLabel="Courier remittance CSV (AWB or order number, amount; up to 2 MB)"
      fileField="remittance"
      previewLabel="Preview remittance"
      texts={{
        noFile: "Choose the remittance CSV file first",
        unreadable: "The remittance file could not be read",
        confirmFailed: "Could not mark the orders paid",
        confirmed: (answer) => answer.message ?? `${answer.paid} orders marked paid`,
      }}
      upload={upload}
      confirm={confirm}
      matches={(preview) => preview.matched}
      matchKey={(m) => m.orderId}
      toConfirmation={(m) => ({ orderId: m.orderId, amount: m.amount, awb: m.awb || null })}
      summary={(preview) => (
        <>
          {preview.rows} rows read: {preview.matched.length} matched, {preview.mismatches.length} with a different amount,{" "}
          {preview.unmatched.length} not applicable.
        </>
      )}
      noMatches="No row matches a delivered COD order exactly."
      match={(m) => (
        <>
          <span className={ui.strong}>{m.orderNumber}</span> · {formatPrice(m.amount)}
          {m.awb ? ` · AWB ${m.awb}` : ""}
          <MutedLine>Row {m.row}</MutedLine>
        </>
      )}
      rest={(preview) => (
        <>
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
                    <MutedLine>{u.reason}</MutedLine>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      outcome={orderOutcome}
      confirmLabel={(count, pending) => (pending ? "Marking paid..." : `Mark ${count} selected ${count === 1 ? "order" : "orders"} paid`)}
    />
  )
}
