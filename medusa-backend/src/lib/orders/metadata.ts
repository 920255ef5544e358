/**
 * Keys we keep in order.metadata. The cart's metadata becomes the order's
 * metadata when Medusa completes the cart, so checkout writes the first four
 * on the cart and they land on the order in the same transaction.
 */
export const META = {
  /** The cart the order came from, even when a crash kept Medusa from linking them. */
  cartId: "cart_id",
  idempotencyKey: "idempotency_key",
  paymentMethod: "payment_method",
  checkoutAt: "checkout_at",
  confirmedAt: "confirmed_at",
  confirmNote: "confirm_note",
  estimatedDelivery: "estimated_delivery",
  shipNote: "ship_note",
  cancelReason: "cancel_reason",
  cancelledBy: "cancelled_by",
  /** The shopper's UPI UTR or bank reference (lib/orders/payment-reference) and when it was last set. */
  paymentReference: "payment_reference",
  paymentReferenceAt: "payment_reference_at",
  /** When the unpaid-order job sent its one payment reminder. */
  paymentReminderAt: "payment_reminder_at",
  /** When the unpaid-order job reminded a shopper whose reference matched no credit (a day before cancelling). */
  paymentReferenceReminderAt: "payment_reference_reminder_at",
  /** Cash on delivery: when and by whom ("customer", "link" or "admin") the order was confirmed (lib/cod). */
  codConfirmedAt: "cod_confirmed_at",
  codConfirmedBy: "cod_confirmed_by",
  /** A business buyer's GSTIN and legal name (B2B invoice; written on the cart at checkout). */
  gstin: "gstin",
  businessName: "business_name",
} as const
