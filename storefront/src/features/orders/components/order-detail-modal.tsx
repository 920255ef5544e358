import { OrderContents } from "@/components/order-details/order-contents"
import { TitledDialog } from "@/components/ui/dialog"
import { StatusBadge } from "@/components/ui/status-badge"
import { Alert } from "@/components/ui/alert"
import type { Order } from "../types"
import { formatOrderDate } from "../utils/order-rules"
import { OrderActions } from "./order-actions"
import { OrderTimeline } from "./order-timeline"
import card from "./order-card.module.css"
import styles from "./order-detail-modal.module.css"

type Props = {
  order: Order | null
  onClose: () => void
  onCancel: () => void
  onTrack: () => void
  onReorder: () => void
  reordering: boolean
}

/** The order's details: status, timeline, notes, then its items, address, totals and actions. */
export function OrderDetailModal({ order, onClose, ...actions }: Props) {
  return (
    <TitledDialog
      open={!!order}
      title={order ? `Order ${order.orderNumber}` : "Order"}
      closeLabel="Close order details"
      subtitle={order && <p className={card.date}>Placed on {formatOrderDate(order.createdAt, true)}</p>}
      onClose={onClose}
      testId="order-detail"
    >
      {order && (
        <>
          <div className={styles.status}>
            <StatusBadge status={order.orderStatus} testId="order-status" />
            {order.orderStatus === "cancelled" && order.cancelledAt && (
              <span className={styles.muted}>Cancelled on {formatOrderDate(order.cancelledAt)}</span>
            )}
          </div>
          <OrderTimeline
            status={order.orderStatus}
            cod={
              order.paymentMethod === "cod"
                ? {
                    paid:
                      order.paymentStatus !== "pending" &&
                      order.paymentStatus !== "awaiting-confirmation" &&
                      order.paymentStatus !== "cancelled",
                  }
                : undefined
            }
          />
          {order.orderStatus === "pending" && (
            <Alert tone="warning" testId="order-note">
              A WhatsApp message with your order was sent to us. Your order will be confirmed by our team once your payment is verified.
            </Alert>
          )}
          {order.orderStatus === "processing" && (
            <Alert tone="info" testId="order-note">
              Your order is confirmed and being processed. We will share tracking details once it ships.
            </Alert>
          )}
          {order.orderStatus === "shipped" && (
            <Alert tone="info" as="div">
              <p>
                Shipped{order.shippedAt ? ` on ${formatOrderDate(order.shippedAt)}` : ""}
                {order.trackingNumber ? ` · Tracking number ${order.trackingNumber}` : ""}
              </p>
              {order.estimatedDelivery && <p>Estimated delivery: {formatOrderDate(order.estimatedDelivery)}</p>}
            </Alert>
          )}
          {order.orderStatus === "delivered" && order.deliveredAt && (
            <Alert tone="success">Delivered on {formatOrderDate(order.deliveredAt)}</Alert>
          )}

          <OrderContents order={order} documentsPath="/auth/orders" />
          <OrderActions order={order} {...actions} />
        </>
      )}
    </TitledDialog>
  )
}
