import { manualPaymentSettings, type ManualPaymentSettings } from "../../modules/providers/payment-manual-upi/settings"
import { getStoreSettings } from "../store-settings"
import type { PaymentInstructions, PaymentMethod } from "@sugandh/contract"
import type { OrderView } from "./to-order-view"

/** Rupees as UPI and people write them: 546 stays "546", 546.4 becomes "546.40". */
export function formatRupees(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2)
}

/**
 * upi://pay?pa=...&pn=...&am=<total, 2 decimals>&cu=INR&tn=<orderNumber>&tr=<orderNumber>
 * (NPCI's UPI deep-link parameters). The QR and the phone's "Pay with a UPI
 * app" link are this one URI; tr (transaction reference) comes back in the
 * shop's UPI statement, so a credit can be matched to its order.
 */
export function upiUri(settings: Pick<ManualPaymentSettings, "upiId" | "upiName">, total: number, orderNumber: string) {
  const params = [
    ["pa", settings.upiId],
    ["pn", settings.upiName],
    ["am", total.toFixed(2)],
    ["cu", "INR"],
    ["tn", orderNumber],
    ["tr", orderNumber],
  ]
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`
}

export function paymentInstructions(
  method: PaymentMethod,
  order: Pick<OrderView, "total" | "orderNumber"> & Partial<Pick<OrderView, "codFee" | "paymentStatus" | "amountDue" | "gatewayPaymentId">>,
  settings: ManualPaymentSettings
): PaymentInstructions {
  if (method === "cod") {
    return { method, amount: order.total, codFee: order.codFee ?? 0, confirmationRequired: order.paymentStatus === "awaiting-confirmation" }
  }
  if (method === "online") return { method, amount: order.total, gatewayPaymentId: order.gatewayPaymentId ?? null }
  // What is still owed (Medusa's pending difference): the total before any payment, the difference after an order change.
  const amount = order.amountDue !== undefined && order.amountDue > 0 ? order.amountDue : order.total
  if (method === "qr-code") {
    return {
      method,
      upiId: settings.upiId,
      payeeName: settings.upiName,
      amount,
      upiUri: upiUri(settings, amount, order.orderNumber),
    }
  }
  return { method, amount, reference: order.orderNumber, bankDetails: { ...settings.bank } }
}

const METHOD_LABEL: Record<PaymentMethod, string> = {
  online: "Paid online",
  "qr-code": "UPI / QR Code",
  "bank-transfer": "Bank Transfer",
  cod: "Cash on Delivery",
}

/** The prefilled WhatsApp message the shopper sends with the payment screenshot. */
export function whatsappOrderText(order: OrderView, storeName: string): string {
  const a = order.shippingAddress
  const lines = [
    `Hello ${storeName}! I have placed order ${order.orderNumber}.`,
    "",
    "Items:",
    ...order.items.map((i) => `- ${i.name} x ${i.quantity} = ₹${formatRupees(Math.round(i.price * i.quantity * 100) / 100)}`),
    "",
    `Subtotal: ₹${formatRupees(order.subtotal)}`,
    ...(order.giftWrap > 0 ? [`Gift wrap: ₹${formatRupees(order.giftWrap)}`] : []),
    ...(order.discount > 0 ? [`Discount${order.couponCode ? ` (${order.couponCode})` : ""}: -₹${formatRupees(order.discount)}`] : []),
    ...(order.codFee > 0 ? [`Cash on delivery fee: ₹${formatRupees(order.codFee)}`] : []),
    `Shipping: ${order.shipping === 0 ? "FREE" : `₹${formatRupees(order.shipping)}`}`,
    `Total: ₹${formatRupees(order.total)}`,
    `Payment: ${order.paymentMethod ? METHOD_LABEL[order.paymentMethod] : "-"}`,
    "",
    `Ship to: ${a.name}, ${a.street}, ${a.city}, ${a.state} ${a.zipCode}. Phone: ${a.phone}`,
    "",
    order.paymentMethod === "cod" ? "I confirm this cash on delivery order." : "I am sending the payment screenshot here.",
  ]
  return lines.join("\n")
}

export function whatsappUrl(whatsapp: string, text: string): string {
  return `https://wa.me/${whatsapp.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`
}

/**
 * How to pay one order: its payment instructions and the prefilled WhatsApp
 * link, with the shop's current settings. The order answers, the placed
 * e-mail and the unpaid-order reminders all show these.
 */
export function paymentOffer(order: OrderView, fallbackMethod: PaymentMethod): { payment: PaymentInstructions; whatsappUrl: string } {
  const settings = manualPaymentSettings()
  const text = whatsappOrderText(order, getStoreSettings().storeName)
  return {
    payment: paymentInstructions(order.paymentMethod ?? fallbackMethod, order, settings),
    whatsappUrl: whatsappUrl(settings.whatsapp, text),
  }
}
