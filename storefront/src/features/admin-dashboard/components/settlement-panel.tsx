import { formatPrice } from "@/lib/format-price"
import { useConfirmGatewaySettlements, usePreviewGatewaySettlements } from "../api/mutations"
import type { GatewaySettlementPreview } from "../types"
import { CsvPreviewPanel, MutedLine } from "./csv-preview-panel"
import ui from "./admin.module.css"

type Match = GatewaySettlementPreview["matched"][number]

/** IST, as every date the shop shows. */
const inIst = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))

/**
 * Razorpay's settlement report (issue 46, PAY-14): upload the recon CSV from
 * Razorpay's Dashboard, read the server's preview (payments settled, captured
 * but not yet settled, settled but unknown to the shop, fee and GST on fees
 * per day), tick the settlements to record on the shop's payments. A row whose
 * amount differs from the captured one is listed, never recorded from here.
 */
export function SettlementPanel() {
  const upload = usePreviewGatewaySettlements()
  const confirm = useConfirmGatewaySettlements()
  const matches = (preview: GatewaySettlementPreview) => preview.matched.filter((m) => !m.amountDiffers)
  return (
    <CsvPreviewPanel
      name="settlement"
      title="Razorpay settlements"
      fileLabel="Settlement report CSV (Razorpay Dashboard, Settlements > Reports; up to 2 MB)"
      fileField="report"
      previewLabel="Preview settlements"
      texts={{
        noFile: "Choose the settlement report CSV file first",
        unreadable: "The settlement report could not be read",
        confirmFailed: "Could not record the settlements",
        confirmed: (answer) => answer.message,
      }}
      upload={upload}
      confirm={confirm}
      matches={matches}
      matchKey={(m: Match) => m.gatewayPaymentId}
      toConfirmation={(m: Match) => ({ gatewayPaymentId: m.gatewayPaymentId, settlementId: m.settlementId, settledAt: m.settledAt })}
      summary={(preview) => (
        <>
          {preview.rows} rows read: {matches(preview).length} settled payments to record, {preview.capturedNotSettled.length} captured and
          not yet settled, {preview.settledUnknown.length} settled but unknown to the shop.
        </>
      )}
      noMatches="No settled payment of the shop to record."
      match={(m: Match) => (
        <>
          <span className={ui.strong}>{m.orderNumber ?? m.gatewayPaymentId}</span> · {formatPrice(m.amount)} · {m.settlementId}
          <MutedLine>
            {m.gatewayPaymentId}, settled {inIst(m.settledAt)}
          </MutedLine>
        </>
      )}
      rest={(preview) => (
        <>
          {preview.matched.some((m) => m.amountDiffers) && (
            <>
              <h3 className={ui.heading}>Amount differs (not recorded)</h3>
              <ul role="list">
                {preview.matched
                  .filter((m) => m.amountDiffers)
                  .map((m) => (
                    <li key={m.gatewayPaymentId} data-testid="settlement-mismatch">
                      <span className={ui.strong}>{m.orderNumber ?? m.gatewayPaymentId}</span>: settled {formatPrice(m.amount)} in{" "}
                      {m.settlementId}, not what the shop captured
                    </li>
                  ))}
              </ul>
            </>
          )}
          {preview.capturedNotSettled.length > 0 && (
            <>
              <h3 className={ui.heading}>Captured, not yet settled</h3>
              <ul role="list">
                {preview.capturedNotSettled.map((p) => (
                  <li key={p.gatewayPaymentId} data-testid="settlement-unsettled">
                    <span className={ui.strong}>{p.orderNumber ?? "No order"}</span> · {formatPrice(p.amount)} · {p.gatewayPaymentId}
                  </li>
                ))}
              </ul>
            </>
          )}
          {preview.settledUnknown.length > 0 && (
            <>
              <h3 className={ui.heading}>Settled, unknown to the shop</h3>
              <ul role="list">
                {preview.settledUnknown.map((u) => (
                  <li key={u.row} data-testid="settlement-unknown">
                    Row {u.row}: {u.gatewayPaymentId} · {formatPrice(u.amount)}
                    {u.settlementId ? ` · ${u.settlementId}` : ""}
                  </li>
                ))}
              </ul>
            </>
          )}
          {preview.days.length > 0 && (
            <>
              <h3 className={ui.heading}>Fee and GST on fees per day (IST)</h3>
              <ul role="list">
                {preview.days.map((d) => (
                  <li key={d.date} data-testid="settlement-day">
                    {d.date}: settled {formatPrice(d.settled)} over {d.rows} {d.rows === 1 ? "row" : "rows"}, fee {formatPrice(d.fee)}, GST
                    on fee {formatPrice(d.gst)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      outcome={(answer) => answer.results.map((r) => ({ key: r.gatewayPaymentId, label: r.gatewayPaymentId, message: r.message }))}
      confirmLabel={(count, pending) =>
        pending ? "Recording..." : `Record ${count} selected ${count === 1 ? "settlement" : "settlements"}`
      }
    />
  )
}
