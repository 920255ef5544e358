import { shiprocketSettings, type ShiprocketOptions } from "../settings"

/** Provider options pointing at the local double; "Casa Moderna" is the docs' pickup location. */
export const optionsFor = (url: string, extra: Partial<ShiprocketOptions> = {}): ShiprocketOptions => ({
  email: "apiuser@example.com",
  password: "api-password",
  pickup_location: "Casa Moderna",
  api_url: url,
  timeout_ms: 2000,
  ...extra,
})

export const settingsFor = (url: string, extra: Partial<ShiprocketOptions> = {}) => shiprocketSettings(optionsFor(url, extra))

/**
 * An order as createOrderFulfillmentWorkflow hands it to a provider: two
 * bottles (₹1,299 and ₹899 × 2), a ₹200 coupon, gift wrap ₹49, Standard
 * Shipping free, paid by UPI (prepaid). Total ₹2,946.
 */
export const sampleOrder = (overrides: Record<string, unknown> = {}) => ({
  id: "order_01TEST",
  display_id: 7,
  custom_display_id: "ORD-1007",
  email: "asha@example.com",
  created_at: "2026-11-28T06:00:00.000Z",
  metadata: { payment_method: "upi-qr" },
  items: [
    {
      id: "ordli_1",
      title: "Oud Royale 100 ml",
      variant_sku: "P1-100",
      variant_id: "variant_1",
      unit_price: 1299,
      quantity: 1,
      tax_lines: [{ rate: 18 }],
      variant: { weight: null },
    },
    {
      id: "ordli_2",
      title: "Rose Attar 50 ml",
      variant_sku: "A3-50",
      variant_id: "variant_2",
      unit_price: 899,
      quantity: 2,
      tax_lines: [{ rate: 18 }],
      variant: { weight: 250 },
    },
    {
      id: "ordli_wrap",
      title: "Gift wrap",
      variant_sku: null,
      variant_id: null,
      unit_price: 49,
      quantity: 1,
      metadata: { sugandh_kind: "gift_wrap" },
    },
  ],
  shipping_address: {
    first_name: "Asha",
    last_name: "Verma",
    address_1: "12 MG Road",
    address_2: "Flat 4B",
    city: "Bengaluru",
    province: "Karnataka",
    postal_code: "560001",
    phone: "+91 98765 43210",
    country_code: "in",
  },
  shipping_total: 0,
  discount_total: 200,
  total: 2946,
  ...overrides,
})

export const sampleCodOrder = () =>
  sampleOrder({
    custom_display_id: "ORD-1008",
    metadata: { payment_method: "cod" },
    items: [
      {
        id: "ordli_1",
        title: "Oud Royale 100 ml",
        variant_sku: "P1-100",
        variant_id: "variant_1",
        unit_price: 499,
        quantity: 1,
        tax_lines: [{ rate: 18 }],
      },
      {
        id: "ordli_cod",
        title: "Cash on delivery fee",
        variant_sku: null,
        variant_id: null,
        unit_price: 49,
        quantity: 1,
        metadata: { sugandh_kind: "cod_fee" },
      },
    ],
    shipping_total: 99,
    discount_total: 0,
    total: 647,
  })

/** The items Medusa passes: one per goods line, with what is shipped. */
export const fulfilledItems = (order: {
  items: { id: string; title: string; variant_sku: string | null; variant_id: string | null; quantity: number }[]
}) =>
  order.items
    .filter((i) => i.variant_id)
    .map((i) => ({ line_item_id: i.id, quantity: i.quantity, title: i.title, sku: i.variant_sku ?? "" }))
