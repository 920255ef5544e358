/** A shopper's orders: cancelling and the payment reference. */

export const CANCEL_MESSAGES = {
  alreadyCancelled: "This order is already cancelled",
  shipped: "This order has already been shipped and can no longer be cancelled",
  delivered: "This order has already been delivered and can no longer be cancelled",
  window: "Orders can only be cancelled within 2 hours of placing them",
} as const

export const PAYMENT_REFERENCE_MESSAGES = {
  required: "Please enter the payment reference",
  format:
    "Please enter the 12-digit UPI reference (UTR) or the bank transfer reference (16 or 22 letters and digits, e.g. SBIN424242424242)",
  paid: "This order is already paid; its payment reference can no longer change",
  cancelled: "This order is cancelled; no payment reference can be added",
  saved: "Payment reference saved. We will confirm your order as soon as the payment is matched.",
} as const

export const ORDER_TEXTS = {
  cancelled: "Order cancelled successfully",
  cancelFailed: "Failed to cancel order",
  cancelNetwork: "Error cancelling order",
  loadFailed: "Failed to load orders",
} as const

export const PAYMENT_TEXTS = {
  awaiting: "Awaiting payment",
  /** A paid order changed (edit, exchange, claim) and now costs more. */
  differenceDue: (amount: number) => `Your order changed: ₹${amount.toFixed(2)} still to pay`,
  submitted: "Payment submitted, awaiting confirmation",
  prompt: "Already paid? Enter the UPI reference (UTR, 12 digits) or the bank transfer reference.",
  saved: "Payment reference saved",
  failed: "Could not save the payment reference",
} as const

/**
 * A failed delivery attempt (NDR, issue 44): the shopper's e-mail and the page its signed link opens,
 * where the shopper asks the courier to try again on a day, with a corrected phone or address line.
 */
export const NDR_ANSWER_TEXTS = {
  emailSubject: (orderNumber: string) => `We could not deliver order ${orderNumber}`,
  emailBody: (orderNumber: string, reason: string | null) =>
    `The courier tried to deliver your order ${orderNumber} but could not${reason ? ` (${reason})` : ""}.`,
  emailAsk: "Tell us when to try again, or correct your phone number or address, within 7 days; otherwise the parcel comes back to us.",
  emailAction: "Choose a delivery day",
  title: "Deliver my order again",
  intro: "The courier could not deliver your order. Choose a day for the next attempt and correct your phone number or address if needed.",
  date: "Delivery day",
  phone: "Phone number for the courier (optional)",
  address: "Corrected address line (optional)",
  submit: "Ask for another attempt",
  sending: "Sending…",
  done: "Thank you! We have asked the courier to deliver again.",
  doneTitle: "Request sent",
  noToken: "This link is incomplete. Open the link from your e-mail again.",
  linkInvalid: "This link is invalid or has expired",
  failed: "Could not send your request. Please try again.",
} as const
