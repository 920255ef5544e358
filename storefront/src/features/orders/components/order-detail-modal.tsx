import type { ReactNode } from "react"
import { OrderContents } from "@/components/order-details/order-contents"
import { TitledDialog } from "@/components/ui/dialog"
import { StatusBadge } from "@/components/ui/status-badge"
import { Alert } from "@/components/ui/alert"
import { useConfig } from "@/lib/config"
import { hoursText } from "@/lib/shop-facts"
import type { Order } from "../types"
import { formatOrderDate } from "../utils/order-rules"
import { OrderActions } from "./order-actions"
import { OrderTimeline } from "./order-timeline"
import { OrderTracking } from "./order-tracking"
import card from "./order-card.module.css"
import styles from "./order-detail-modal.module.css"

type Props = {
  order: Order | null
  onClose: () => void
  onCancel: () => void
  onTrack: () => void
  onReorder: () => void
  reordering: boolean
  /** The order's returns (features/returns, given by the app: a feature does not import another). */
  returns?: (order: Order) => ReactNode
}

/**
 * What a pending order waits for: a cash on delivery order for the shopper's
 * own confirmation (no payment to verify, nothing sent on WhatsApp), a prepaid
 * one for the payment the shopper sends proof of on WhatsApp.
 */
export function pendingNote(order: Pick<Order, "paymentMethod" | "codConfirmedAt">, confirmHours?: number): string {
  if (order.paymentMethod === "cod") {
    if (order.codConfirmedAt) return "Your cash on delivery order is confirmed. We will ship it soon; pay the courier in cash on delivery."
    const within = confirmHours ? ` within ${hoursText(confirmHours)} of placing it` : ""
    return `Please confirm this cash on delivery order with Confirm order in My Orders or the link in our e-mail${within}; an order not confirmed is cancelled automatically. We ship it once it is confirmed.`
  }
  return "Once you have paid, send us the payment screenshot on WhatsApp or enter the payment reference in My Orders. Your order will be confirmed by our team once your payment is verified."
}

/** The order's details: status, timeline, notes, then its items, address, totals and actions. */
export function OrderDetailModal({ order, onClose, returns, ...actions }: Props) {
  const { data: config } = useConfig()
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
          <OrderTracking order={order} />
          {order.orderStatus === "pending" && (
            <Alert tone="warning" testId="order-note">
              {pendingNote(order, config?.cod?.confirmHours)}
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

          {returns?.(order)}
          <OrderContents order={order} documentsPath="/auth/orders" />
          <OrderActions order={order} {...actions} />
        </>
      )}
    </TitledDialog>
  )
}
