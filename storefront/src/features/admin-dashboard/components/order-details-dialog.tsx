import { OrderContents } from "@/components/order-details/order-contents"
import { TitledDialog } from "@/components/ui/dialog"
import { StatusBadge } from "@/components/ui/status-badge"
import type { AdminOrder } from "../types"
import { formatDay, formatDayTime } from "../utils/format"
import { orderTimeline } from "../utils/order-status"
import ui from "./admin.module.css"
import styles from "./order-details-dialog.module.css"
import { cx } from "@/components/ui/cx"
import { CreditNotesPanel } from "./credit-notes-panel"

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
      <div className={styles.status}>
        <StatusBadge status={order.orderStatus} testId="admin-order-status" />
        <span className={ui.muted}>Placed {formatDayTime(order.createdAt)}</span>
      </div>
      <p>
        <span className={ui.strong}>{order.customerName || "—"}</span> · <a href={`mailto:${order.customerEmail}`}>{order.customerEmail}</a>
      </p>

      <section aria-labelledby="details-timeline">
        <h3 id="details-timeline" className={ui.heading}>
          Timeline
        </h3>
        <ol className={styles.timeline}>
          {orderTimeline(order).map((step) => (
            <li key={step.label} className={cx(styles.step, step.done && styles.stepDone)} data-done={step.done}>
              <span className={styles.dot} aria-hidden="true" />
              <span>{step.label}</span>
              <span className={ui.muted}>{step.at ? formatDayTime(step.at) : step.done ? "" : "Not yet"}</span>
            </li>
          ))}
        </ol>
        {order.trackingNumber && (
          <p className={styles.tracking}>
            Tracking number <span className={ui.strong}>{order.trackingNumber}</span>
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
        {order.cancelReason && <p className={ui.muted}>Reason: {order.cancelReason}</p>}
      </section>

      <OrderContents
        order={order}
        documentsPath="/admin/orders"
        paymentRows={
          <>
            <div>
              <dt>Status</dt>
              <dd className={styles.capitalize}>{order.paymentStatus}</dd>
            </div>
            <div>
              <dt>Reference</dt>
              <dd data-testid="admin-order-payment-reference">
                {order.paymentReference ? (
                  <>
                    <span className={ui.strong}>{order.paymentReference}</span>
                    {order.paymentReferenceAt && <span className={ui.muted}> · {formatDayTime(order.paymentReferenceAt)}</span>}
                  </>
                ) : (
                  "—"
                )}
              </dd>
            </div>
          </>
        }
      />
      <CreditNotesPanel order={order} />
    </>
  )
}
