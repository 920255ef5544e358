import type { PlaceOrderInput } from "./checkout-input"
import { paymentInstructions, whatsappOrderText, whatsappUrl } from "./payment-instructions"
import type { SpecOrder } from "./to-spec-order"
import { getStoreSettings } from "../store-settings"
import { manualPaymentSettings } from "../../modules/providers/payment-manual-upi/settings"

const ORDER_CREATED_MESSAGE = "Order created! Please send the WhatsApp message with payment screenshot"
const COD_ORDER_CREATED_MESSAGE = "Order created! Please confirm your cash on delivery order from My Orders or the link in your e-mail"

/** The answer for an order: the order, how to pay it, and the prefilled WhatsApp message. */
export function orderAnswer(order: SpecOrder, fallbackMethod: PlaceOrderInput["paymentMethod"]) {
  const settings = manualPaymentSettings()
  const text = whatsappOrderText(order, getStoreSettings().storeName)
  return {
    success: true as const,
    message: (order.paymentMethod ?? fallbackMethod) === "cod" ? COD_ORDER_CREATED_MESSAGE : ORDER_CREATED_MESSAGE,
    order,
    payment: paymentInstructions(order.paymentMethod ?? fallbackMethod, order, settings),
    whatsappUrl: whatsappUrl(settings.whatsapp, text),
  }
}
