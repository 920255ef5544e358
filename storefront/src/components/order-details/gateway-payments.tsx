import { Fragment } from "react"
import type { Order } from "@sugandh/contract"
import { formatPrice } from "@/lib/format-price"

const STATE_LABELS = { pending: "On its way", processed: "Reached the shopper", failed: "Failed" } as const

/** IST, as every date the shop shows. */
function inIst(iso: string | null): string {
  if (!iso) return ""
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? ""
    : new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" }).format(date)
}

/**
 * The operator's view of each gateway payment (issue 46): Razorpay's id, what
 * was captured, a flag when its amount or currency is not what the order asked
 * (never captured), and each refund with its state (refund.processed settles it).
 * Rows of the order's payment list (div > dt + dd inside its dl).
 */
export function GatewayPayments({ payments }: { payments: NonNullable<Order["gatewayPayments"]> }) {
  if (payments.length === 0) return null
  return (
    <>
      {payments.map((p) => (
        <Fragment key={p.gatewayPaymentId}>
          <div data-testid="gateway-payment">
            <dt>Gateway payment</dt>
            <dd>
              {p.gatewayPaymentId}, captured {formatPrice(p.capturedAmount)}
            </dd>
          </div>
          {p.flagged && (
            <div data-testid="gateway-payment-flag">
              <dt>Check in Razorpay</dt>
              <dd>Not captured: {p.flagged}</dd>
            </div>
          )}
          {p.refunds.map((r) => (
            <div key={r.id} data-testid="gateway-refund">
              <dt>Refund {r.id}</dt>
              <dd>
                {formatPrice(r.amount)}: {STATE_LABELS[r.state]}
                {r.processedAt ? ` (${inIst(r.processedAt)})` : ""}
              </dd>
            </div>
          ))}
        </Fragment>
      ))}
    </>
  )
}
