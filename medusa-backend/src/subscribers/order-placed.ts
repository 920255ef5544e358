import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendOrderEmail } from "../lib/email/order-send"
import { loadOrderView } from "../lib/orders/queries"
import { paymentOffer } from "../lib/orders/payment-instructions"
import { codConfirmationLink } from "../lib/cod/token-secret"
import { storeSettings } from "../lib/email/settings"

/** Medusa's order.placed (completeCartWorkflow): items, totals and how to pay; a COD order's signed confirmation link. */
export default async function orderPlacedEmail({ event, container }: SubscriberArgs<{ id: string }>) {
  const order = await loadOrderView(container, event.data.id)
  if (!order) return
  const { payment, whatsappUrl } = paymentOffer(order, "qr-code")
  const codConfirmUrl =
    order.paymentStatus === "awaiting-confirmation" ? codConfirmationLink(container, storeSettings().storefrontUrl, order) : null
  await sendOrderEmail(container, "order-placed", { order, payment, whatsappUrl, codConfirmUrl }, event.name)
}

export const config: SubscriberConfig = { event: "order.placed" }
