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
