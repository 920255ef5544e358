import { DownloadInvoiceButton } from "@/components/invoice/download-invoice-button"
import { formatPrice } from "@/lib/format-price"
import type { AdminOrder } from "../types"
import { formatDay, formatDayTime } from "../utils/format"
import { orderTimeline, PAYMENT_METHODS } from "../utils/order-status"
import { Dialog } from "./dialog"
import { StatusBadge } from "./status-badge"

/** View Details: the order's items, address, payment and timeline. */
export function OrderDetailsDialog({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  return (
    <Dialog open={!!order} title={order ? `Order ${order.orderNumber}` : "Order"} onClose={onClose} size="wide" testId="admin-order-details">
      {order && <Details order={order} />}
    </Dialog>
  )
}

function Details({ order }: { order: AdminOrder }) {
  const a = order.shippingAddress
  return (
    <div className="admin-details">
      <div className="admin-details__status">
        <StatusBadge status={order.orderStatus} />
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

      <section aria-labelledby="details-items">
        <h3 id="details-items" className="admin-details__heading">
          Items
        </h3>
        <ul role="list" className="admin-details__items">
          {order.items.map((item, i) => (
            <li key={`${item.productId}-${i}`}>
              <span>
                {item.name} <span className="admin-muted">× {item.quantity}</span>
              </span>
              <span>{formatPrice(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="admin-details__grid">
        <section aria-labelledby="details-address">
          <h3 id="details-address" className="admin-details__heading">
            Shipping address
          </h3>
          <address className="admin-details__address">
            {a.name}
            <br />
            {a.street}
            <br />
            {a.city}, {a.state} {a.zipCode}
            <br />
            Phone: {a.phone}
          </address>
        </section>
        <section aria-labelledby="details-payment">
          <h3 id="details-payment" className="admin-details__heading">
            Payment
          </h3>
          <dl className="admin-details__totals">
            <div>
              <dt>Method</dt>
              <dd>{order.paymentMethod ? PAYMENT_METHODS[order.paymentMethod] : "—"}</dd>
            </div>
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
            <div>
              <dt>Subtotal</dt>
              <dd>{formatPrice(order.subtotal)}</dd>
            </div>
            {order.discount > 0 && (
              <div>
                <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ""}</dt>
                <dd>-{formatPrice(order.discount)}</dd>
              </div>
            )}
            <div>
              <dt>Shipping</dt>
              <dd>{order.shipping === 0 ? "FREE" : formatPrice(order.shipping)}</dd>
            </div>
            <div className="admin-details__total">
              <dt>Total</dt>
              <dd>{formatPrice(order.total)}</dd>
            </div>
            {order.tax > 0 && (
              <div className="admin-details__tax" data-testid="order-gst">
                <dt>{`Inclusive of GST ${formatPrice(order.tax)}`}</dt>
                <dd />
              </div>
            )}
          </dl>
          {(order.paymentStatus === "paid" || order.paymentStatus === "refunded") && (
            <DownloadInvoiceButton path={`/admin/orders/${encodeURIComponent(order._id)}/invoice`} orderNumber={order.orderNumber} />
          )}
          {/* Cancelling an invoiced order issues a credit note. */}
          {order.orderStatus === "cancelled" && (order.paymentStatus === "paid" || order.paymentStatus === "refunded") && (
            <DownloadInvoiceButton kind="credit-note" path={`/admin/orders/${encodeURIComponent(order._id)}/credit-note`} orderNumber={order.orderNumber} />
          )}
        </section>
      </div>
    </div>
  )
}
