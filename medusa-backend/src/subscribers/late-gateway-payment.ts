import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, PaymentEvents } from "@medusajs/framework/utils"
import { lateGatewayPaymentOfOrder, latePaymentReason } from "../lib/checkout/gateway-window"
import { orderIdOfPayment } from "../lib/orders/order-of-record"
import { loadOrderView } from "../lib/orders/queries"
import { cancelShopOrderWorkflow } from "../workflows/order-admin/cancel-order"

/**
 * A gateway payment proven after GATEWAY_PAYMENT_MINUTES (the confirm route or
 * the webhook made the order, since no stock is held for an unpaid gateway
 * checkout): the order is cancelled through the shop's cancel path (Medusa
 * refunds it once through Razorpay, the credit note follows order.canceled)
 * with the reason the operator reads on the order, and the log says so.
 */
export default async function lateGatewayPayment({ event, container }: SubscriberArgs<{ id: string }>) {
  const orderId = await orderIdOfPayment(container, event.data.id)
  if (!orderId) return
  const late = await lateGatewayPaymentOfOrder(container, orderId)
  if (!late) return
  const order = await loadOrderView(container, orderId)
  if (!order || order.orderStatus === "cancelled") return
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  logger.warn(
    `Order ${order.orderNumber}: paid online ${late.minutesLate} min after the ${late.windowMinutes}-minute window; cancelling and refunding`
  )
  try {
    await cancelShopOrderWorkflow(container).run({
      input: { order_id: orderId, cancelled_by: "system", reason: latePaymentReason(late) },
    })
  } catch (e) {
    logger.error(
      `Order ${order.orderNumber}: paid after the payment window but NOT cancelled, the operator must refund it: ${(e as Error).message}`
    )
  }
}

export const config: SubscriberConfig = { event: PaymentEvents.CAPTURED, context: { subscriberId: "late-gateway-payment" } }
