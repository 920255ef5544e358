import { OrderContents } from "@/components/order-details/order-contents"
import { TitledDialog } from "@/components/ui/dialog"
import { StatusBadge } from "@/components/ui/status-badge"
import type { AdminOrder } from "../types"
import { formatDay, formatDayTime } from "../utils/format"
import { orderTimeline } from "../utils/order-status"

/** View Details: the order's customer and timeline, then its items, address and payment. */
export function OrderDetailsDialog({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  return (
    <TitledDialog open={!!order} title={order ? `Order ${order.orderNumber}` : "Order"} onClose={onClose} testId="admin-order-details">
      {order && <Details order={order} />}
    </TitledDialog>
  )
}

function Details({ order }: { order: AdminOrder }) {
  return (
    <>
      <div className="admin-details__status">
        <StatusBadge status={order.orderStatus} testId="admin-order-status" />
        <span className="admin-muted">Placed {formatDayTime(order.createdAt)}</span>
      </div>
      <p>
        <span className="admin-strong">{order.customerName || "—"}</span> · <a href={`mailto:${order.customerEmail}`}>{order.customerEmail}</a>
      </p>

      <section aria-labelledby="details-timeline">
        <h3 id="details-timeline" className="admin-details__heading">
          Timeline
        </h3>
        <ol className="admin-timeline">
          {orderTimeline(order).map((step) => (
            <li key={step.label} className={`admin-timeline__step${step.done ? " admin-timeline__step--done" : ""}`} data-done={step.done}>
              <span className="admin-timeline__dot" aria-hidden="true" />
              <span>{step.label}</span>
              <span className="admin-muted">{step.at ? formatDayTime(step.at) : step.done ? "" : "Not yet"}</span>
            </li>
          ))}
        </ol>
        {order.trackingNumber && (
          <p className="admin-details__tracking">
            Tracking number <span className="admin-strong">{order.trackingNumber}</span>
            {order.trackingUrl && (
              <>
                {" · "}
                <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                  Track parcel
                </a>
              </>
            )}
            {order.estimatedDelivery && <> · Estimated delivery {formatDay(order.estimatedDelivery)}</>}
          </p>
        )}
        {order.cancelReason && <p className="admin-muted">Reason: {order.cancelReason}</p>}
      </section>

      <OrderContents
        order={order}
        documentsPath="/admin/orders"
        paymentRows={
          <>
            <div>
              <dt>Status</dt>
              <dd className="admin-capitalize">{order.paymentStatus}</dd>
            </div>
            <div>
              <dt>Reference</dt>
              <dd data-testid="admin-order-payment-reference">
                {order.paymentReference ? (
                  <>
                    <span className="admin-strong">{order.paymentReference}</span>
                    {order.paymentReferenceAt && <span className="admin-muted"> · {formatDayTime(order.paymentReferenceAt)}</span>}
                  </>
                ) : (
                  "—"
                )}
              </dd>
            </div>
          </>
        }
      />
    </>
  )
}
