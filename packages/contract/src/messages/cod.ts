/** Cash on delivery: at checkout, on the order page and the operator's confirmation. */

export const COD_MESSAGES = {
  pinNotCod: (pin: string) => `Cash on delivery is not available for PIN ${pin}. Please choose UPI or bank transfer.`,
  overLimit: (max: number) =>
    `Cash on delivery is available for orders up to ₹${max.toLocaleString("en-IN")}. Please choose UPI or bank transfer.`,
  unconfirmed: "Please confirm your earlier cash on delivery order before placing another one with cash on delivery.",
  confirmed: "Thank you! Your cash on delivery order is confirmed.",
  confirmedByOperator: "Cash on delivery order confirmed. It can be shipped now.",
  notCod: "This is not a cash on delivery order",
  alreadyConfirmed: "This order is already confirmed",
  notConfirmable: "This order can no longer be confirmed",
  linkInvalid: "This confirmation link is invalid or has expired",
  cashAfterDelivery: "A cash on delivery order is marked paid when its cash is collected, after delivery",
  confirmBeforeShipping: "Confirm this cash on delivery order (by phone or the shopper's link) before shipping it",
  notConfirmed: "Not confirmed",
  returnedUndelivered: "Returned undelivered",
  verifyEmail: "Please verify your email address to pay by cash on delivery. You can pay by UPI or bank transfer now.",
  tooManyOpen: (max: number) =>
    `You can have ${max} cash on delivery ${max === 1 ? "order" : "orders"} waiting to be delivered at a time. Please pay by UPI or bank transfer, or order again once one has arrived.`,
} as const

export const CHECKOUT_COD_TEXTS = {
  pinNotCod: (pin: string) => `Cash on delivery is not available for PIN ${pin}`,
  overLimit: (max: number) => `Cash on delivery is available for orders up to ₹${max.toLocaleString("en-IN")}`,
  enterPin: "Enter your PIN code to see if cash on delivery is available",
} as const

export const ORDER_COD_TEXTS = {
  awaiting: "Awaiting your confirmation",
  prompt: "Please confirm this cash on delivery order so we can ship it. Unconfirmed orders are cancelled automatically.",
  confirmed: COD_MESSAGES.confirmed,
  failed: "Could not confirm the order",
} as const

/**
 * The account's COD record as the operator reads it beside "Confirm COD"
 * (issue 43): counts include the order being confirmed (it is open).
 */
export function codHistoryText(h: {
  total: number
  open: number
  shipped: number
  delivered: number
  returnedUndelivered: number
  cancelled: number
}): string {
  if (h.total <= 1) return "First cash on delivery order of this account"
  return `COD history: ${h.delivered} delivered · ${h.returnedUndelivered} returned undelivered (RTO) · ${h.cancelled} cancelled · ${h.shipped} on the way · ${h.open} open (${h.total} in all)`
}
