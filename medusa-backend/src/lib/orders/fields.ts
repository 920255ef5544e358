import { GST_INSIDE_FIELDS } from "../tax/gst-inside"

/** Medusa's computed totals of a cart or an order, as the shop shows them (toOrderTotals); the GST from the lines (gstInside). */
export const ORDER_TOTALS_FIELDS = ["original_item_total", "shipping_total", "discount_total", "tax_total", "total", ...GST_INSIDE_FIELDS]

/**
 * Query fields for an order as the shop shows it (requirements ORD-01). Totals are computed by the
 * Order module when asked for; fulfilment, payment and product data come
 * through Medusa's links.
 */
export const ORDER_VIEW_FIELDS = [
  "id",
  "display_id",
  "status",
  "created_at",
  "canceled_at",
  "email",
  "currency_code",
  "customer_id",
  "metadata",
  ...ORDER_TOTALS_FIELDS,
  // Medusa's order summary (its totals JSON: pending_difference, paid_total, ...); only the bare "summary" is mapped.
  "summary",
  "items.id",
  "items.title",
  "items.product_title",
  "items.thumbnail",
  "items.quantity",
  "items.unit_price",
  "items.metadata",
  "items.product_id",
  "items.variant_id",
  "items.product.external_id",
  "items.product.categories.handle",
  "items.adjustments.code",
  // What returns and exchanges took back of each line (the shopper's quantities now, as Medusa's totals count them).
  "items.detail.return_received_quantity",
  "items.detail.return_dismissed_quantity",
  "shipping_address.first_name",
  "shipping_address.last_name",
  "shipping_address.address_1",
  "shipping_address.city",
  "shipping_address.province",
  "shipping_address.postal_code",
  "shipping_address.phone",
  "shipping_address.metadata",
  "customer.id",
  "customer.email",
  "customer.first_name",
  "customer.last_name",
  "fulfillments.id",
  "fulfillments.created_at",
  "fulfillments.shipped_at",
  "fulfillments.delivered_at",
  "fulfillments.canceled_at",
  "fulfillments.labels.tracking_number",
  "fulfillments.labels.tracking_url",
  // A courier's booking (its AWB, courier, pickup date): the dashboard's Label/Cancel shipment.
  "fulfillments.data",
  "payment_collections.id",
  "payment_collections.status",
  "payment_collections.payment_sessions.provider_id",
  "payment_collections.payments.id",
  "payment_collections.payments.provider_id",
  // The gateway's payment id (Razorpay's pay_...), shown with a paid-online order.
  "payment_collections.payments.data",
  "payment_collections.payments.amount",
  "payment_collections.payments.captured_at",
  "payment_collections.payments.canceled_at",
  "payment_collections.payments.captures.amount",
  "payment_collections.payments.refunds.amount",
]
