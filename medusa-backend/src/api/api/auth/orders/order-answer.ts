import type { PlaceOrderInput } from "../../../../lib/orders/checkout-input"
import { paymentOffer } from "../../../../lib/orders/payment-instructions"
import type { OrderView } from "../../../../lib/orders/to-order-view"

const ORDER_CREATED_MESSAGE = "Order created! Please send the WhatsApp message with payment screenshot"
const ONLINE_ORDER_PAID_MESSAGE = "Payment received! Your order is confirmed."
const COD_ORDER_CREATED_MESSAGE = "Order created! Please confirm your cash on delivery order from My Orders or the link in your e-mail"

/** POST /api/auth/orders' answer for an order: the order, how to pay it, and the prefilled WhatsApp message. */
export function orderAnswer(order: OrderView, fallbackMethod: PlaceOrderInput["paymentMethod"]) {
  const method = order.paymentMethod ?? fallbackMethod
  return {
    success: true as const,
    message: method === "cod" ? COD_ORDER_CREATED_MESSAGE : method === "online" ? ONLINE_ORDER_PAID_MESSAGE : ORDER_CREATED_MESSAGE,
    order,
    ...paymentOffer(order, fallbackMethod),
  }
}
