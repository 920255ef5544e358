import { adhocOrderBody, adhocOrderTotal, istDateTime } from "../adhoc-order"
import { chooseSurfaceCourier } from "../surface-courier"
import { shiprocketOptionsFromEnv } from "../settings"
import { DEFAULT_PARCEL } from "../settings"
import * as docs from "./shiprocket-docs-fixtures"
import { fulfilledItems, sampleOrder } from "./sample-order"

describe("the custom order's amounts", () => {
  const body = (order: ReturnType<typeof sampleOrder>) =>
    adhocOrderBody({ order, items: fulfilledItems(order), channelOrderId: "ORD-1", pickupLocation: "Casa Moderna", parcel: DEFAULT_PARCEL })

  it("adds up to what the shopper paid, to the paisa, with the coupon spread over the lines", () => {
    const order = sampleOrder({
      items: [
        { id: "a", title: "A", variant_sku: "A", variant_id: "v1", unit_price: 333.33, quantity: 3 },
        { id: "b", title: "B", variant_sku: "B", variant_id: "v2", unit_price: 0.01, quantity: 1 },
      ],
      discount_total: 100.01,
      shipping_total: 99,
      total: 998.99,
    })
    const sent = body(order)
    expect(sent.order_items.map((i) => i.discount)).toEqual([100.01, 0])
    expect(sent.sub_total).toBe(899.99) // 999.99 + 0.01 − 100.01
    expect(adhocOrderTotal(sent)).toBe(order.total)
  })

  it("reads Medusa's BigNumber-like and string amounts", () => {
    const order = sampleOrder({
      items: [{ id: "a", title: "A", variant_sku: "A", variant_id: "v1", unit_price: { numeric: 450 }, quantity: "2" }],
      discount_total: "0",
      shipping_total: { numeric: 0 },
    })
    expect(body(order)).toMatchObject({ sub_total: 900, giftwrap_charges: 0, weight: 0.7 })
  })

  it("takes the e-mail and phone from the customer when the order has none (the workflow queries customer.*, not email)", () => {
    const order = sampleOrder({
      email: undefined,
      customer: { email: "asha@example.com", phone: "09876543210" },
      shipping_address: { ...sampleOrder().shipping_address, phone: null },
    })
    expect(body(order)).toMatchObject({ billing_email: "asha@example.com", billing_phone: "9876543210" })
  })

  it("dates the order in IST", () => {
    expect(istDateTime("2026-11-28T20:45:00.000Z")).toBe("2026-11-29 02:15")
  })
})

describe("surface courier choice", () => {
  it("keeps Shiprocket's recommendation when it is a surface courier, else the cheapest surface one", () => {
    expect(chooseSurfaceCourier(docs.serviceability(), false)?.courier_company_id).toBe(43)
    const answer = docs.serviceability()
    answer.data.recommended_courier_company_id = 999
    answer.data.available_courier_companies.reverse()
    expect(chooseSurfaceCourier(answer, false)?.courier_company_id).toBe(43)
  })

  it("for COD keeps only couriers that collect cash, and skips blocked ones", () => {
    const answer = docs.serviceability()
    answer.data.available_courier_companies[0].cod = 0
    answer.data.available_courier_companies[1].blocked = 1
    expect(chooseSurfaceCourier(answer, true)?.courier_company_id).toBe(19)
    expect(chooseSurfaceCourier(answer, false)?.courier_company_id).toBe(43)
  })

  it("finds none among air couriers only", () => {
    const answer = docs.serviceability()
    answer.data.available_courier_companies = [docs.airCourier as never]
    expect(chooseSurfaceCourier(answer, false)).toBeNull()
  })
})

describe("settings from the environment", () => {
  it("are off without credentials, default the API URL, and refuse a half-filled set", () => {
    expect(shiprocketOptionsFromEnv({})).toBeNull()
    expect(
      shiprocketOptionsFromEnv({ SHIPROCKET_EMAIL: "api@shop.in", SHIPROCKET_PASSWORD: "pw", SHIPROCKET_PICKUP_LOCATION: "Warehouse" })
    ).toEqual({
      email: "api@shop.in",
      password: "pw",
      pickup_location: "Warehouse",
      api_url: "https://apiv2.shiprocket.in",
    })
    expect(() => shiprocketOptionsFromEnv({ SHIPROCKET_EMAIL: "api@shop.in", SHIPROCKET_PASSWORD: "pw" })).toThrow("pickup_location")
  })
})
