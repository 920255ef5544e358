import type { QueriedOrder } from "../../orders/to-order-view"

/** The Velvet Oud line (₹299) every order of these e-mail tests has. */
export const OUD_LINE = { id: "i1", product_title: "Velvet Oud", quantity: 1, unit_price: 299, product: { external_id: "P1" } }

/** A pending order of order_1 / ORD-1007 as Query reads it (paid by UPI, to Pune), with `over` on top. */
export const queriedOrder = (over: Partial<QueriedOrder> = {}): QueriedOrder => ({
  id: "order_1",
  display_id: 7,
  status: "pending",
  created_at: "2026-01-10T10:00:00.000Z",
  email: "shopper@sugandh.example",
  metadata: { payment_method: "qr-code" },
  original_item_total: 299,
  shipping_total: 99,
  discount_total: 0,
  tax_total: 60.71,
  total: 398,
  items: [OUD_LINE],
  shipping_address: { first_name: "Asha", address_1: "1 MG Road", city: "Pune", province: "Maharashtra", postal_code: "411001" },
  customer: { id: "cus_1", email: "shopper@sugandh.example", first_name: "Asha" },
  ...over,
})
