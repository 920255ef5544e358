import { useEffect, useRef } from "react"
import { DownloadInvoiceButton } from "@/components/invoice/download-invoice-button"
import { formatPrice } from "@/lib/format-price"
import type { Order } from "../types"
import { formatOrderDate, orderShipping } from "../utils/order-rules"
import { OrderActions } from "./order-actions"
import { OrderTimeline } from "./order-timeline"
import { StatusBadge } from "./status-badge"
import "@/styles/modal.css"

type Props = {
  order: Order | null
  onClose: () => void
  onCancel: () => void
  onTrack: () => void
  onReorder: () => void
  reordering: boolean
}

const METHOD: Record<string, string> = { "qr-code": "UPI / QR Code", "bank-transfer": "Bank Transfer" }

/** The order's details: timeline, notes, items, address, totals and actions. */
export function OrderDetailModal({ order, onClose, ...actions }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (order && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal()
      else dialog.setAttribute("open", "")
    } else if (!order && dialog.open) {
      if (typeof dialog.close === "function") dialog.close()
      else dialog.removeAttribute("open")
    }
  }, [order])

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby="order-detail-title"
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      onClick={(e) => e.target === e.currentTarget && onClose()}
      data-testid="order-detail"
    >
      {order && (
        <div className="modal__panel order-detail">
          <header className="modal__header">
            <div>
              <h2 id="order-detail-title" className="modal__title">
                Order {order.orderNumber}
              </h2>
              <p className="order-card__date">Placed on {formatOrderDate(order.createdAt, true)}</p>
            </div>
            <button type="button" className="modal__close" onClick={onClose} aria-label="Close order details">
              ×
            </button>
          </header>
          <div className="order-detail__status">
            <StatusBadge status={order.orderStatus} />
            {order.orderStatus === "cancelled" && order.cancelledAt && (
              <span className="order-detail__muted">Cancelled on {formatOrderDate(order.cancelledAt)}</span>
            )}
          </div>
          <OrderTimeline status={order.orderStatus} />
          {order.orderStatus === "pending" && (
            <p className="alert alert--warning" data-testid="order-note">
              A WhatsApp message with your order was sent to us. Your order will be confirmed by our team once your payment
              is verified.
            </p>
          )}
          {order.orderStatus === "processing" && (
            <p className="alert alert--info" data-testid="order-note">
              Your order is confirmed and being processed. We will share tracking details once it ships.
            </p>
          )}
          {order.orderStatus === "shipped" && (
            <div className="alert alert--info">
              <p>
                Shipped{order.shippedAt ? ` on ${formatOrderDate(order.shippedAt)}` : ""}
                {order.trackingNumber ? ` · Tracking number ${order.trackingNumber}` : ""}
              </p>
              {order.estimatedDelivery && <p>Estimated delivery: {formatOrderDate(order.estimatedDelivery)}</p>}
            </div>
          )}
          {order.orderStatus === "delivered" && order.deliveredAt && (
            <p className="alert alert--success">Delivered on {formatOrderDate(order.deliveredAt)}</p>
          )}

          <section aria-labelledby="order-items-title">
            <h3 id="order-items-title" className="order-detail__heading">
              Items
            </h3>
            <ul role="list" className="order-detail__items">
              {order.items.map((item) => (
                <li key={item.productId} className="order-detail__item">
                  <span>
                    {item.name} <span className="order-detail__muted">× {item.quantity}</span>
                  </span>
                  <span>{formatPrice(item.price * item.quantity)}</span>
                </li>
              ))}
            </ul>
          </section>

          <div className="order-detail__grid">
            <section aria-labelledby="order-address-title">
              <h3 id="order-address-title" className="order-detail__heading">
                Shipping address
              </h3>
              <address className="order-detail__address">
                {order.shippingAddress.name}
                <br />
                {order.shippingAddress.street}
                <br />
                {order.shippingAddress.city}, {order.shippingAddress.state} {order.shippingAddress.zipCode}
                <br />
                Phone: {order.shippingAddress.phone}
              </address>
            </section>
            <section aria-labelledby="order-payment-title">
              <h3 id="order-payment-title" className="order-detail__heading">
                Payment
              </h3>
              <dl className="order-detail__totals">
                <div>
                  <dt>Method</dt>
                  <dd>{order.paymentMethod ? METHOD[order.paymentMethod] : "—"}</dd>
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
                  <dd>{orderShipping(order.shipping)}</dd>
                </div>
                <div className="order-detail__total">
                  <dt>Total</dt>
                  <dd>{formatPrice(order.total)}</dd>
                </div>
                {order.tax > 0 && (
                  <div className="order-detail__tax" data-testid="order-gst">
                    <dt>{`Inclusive of GST ${formatPrice(order.tax)}`}</dt>
                    <dd />
                  </div>
                )}
              </dl>
              {/* The GST invoice is issued when the payment is confirmed. */}
              {(order.paymentStatus === "paid" || order.paymentStatus === "refunded") && (
                <DownloadInvoiceButton path={`/auth/orders/${encodeURIComponent(order._id)}/invoice`} orderNumber={order.orderNumber} />
              )}
              {/* Cancelling an invoiced order issues a credit note. */}
              {order.status === "cancelled" && (order.paymentStatus === "paid" || order.paymentStatus === "refunded") && (
                <DownloadInvoiceButton kind="credit-note" path={`/auth/orders/${encodeURIComponent(order._id)}/credit-note`} orderNumber={order.orderNumber} />
              )}
            </section>
          </div>
          <OrderActions order={order} {...actions} />
        </div>
      )}
    </dialog>
  )
}
