import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  ADDRESS,
  ADMIN,
  addToCart,
  as,
  login,
  newCustomer,
  notifications,
  orderBody,
  placeOrder,
  seed,
  verifyEmail,
} from "../helpers/checkout"
import type { SeedResult } from "../../src/scripts/seed"
import type { TestSuite } from "../helpers/runner"
import { listUnpaidOrders } from "../../src/lib/orders/unpaid-orders"
import { listPendingOrdersForMatch } from "../../src/lib/payments/pending-orders"

type CartTotals = { subtotal: number; shipping: number; codFee: number; discount: number; tax: number; total: number }

/** Guwahati, Assam: the North-East zone is seeded prepaid only (no cash on delivery). */
const NO_COD_ADDRESS = { ...ADDRESS, city: "Guwahati", state: "Assam", zipCode: "781001" }

/**
 * Cash on delivery at checkout (issue 30, step 1): `paymentMethod: "cod"` with
 * the server's rules (PIN allows COD, total <= COD_MAX_ORDER, one unconfirmed
 * COD order per customer) and the fee as its own line in the totals, the
 * order, and the e-mail.
 */
export const codCheckoutSuite: TestSuite = ({ api, getContainer }) => {
  let seeded: SeedResult
  /** Each test's own shopper (the file's database is shared by its tests; one unconfirmed COD order each). */
  let shopper: string
  let n = 0

  beforeAll(async () => {
    seeded = await seed(getContainer())
  })
  beforeEach(async () => {
    const made = await newCustomer(api, seeded, `cod-checkout${++n}@example.com`)
    await verifyEmail(getContainer(), made.id)
    shopper = made.token
  })
  afterEach(() => {
    delete process.env.COD_MAX_ORDER
    delete process.env.COD_FEE
  })

  const cart = async () => (await api.get("/api/auth/cart", as(shopper))).data as { cart: unknown[]; totals: CartTotals }
  /** Velvet Oud (₹299): ₹299 of goods + ₹99 delivery. */
  const fillCart = async () => {
    await addToCart(api, shopper, "P1", 1)
    const filled = await cart()
    expect(filled.totals).toMatchObject({ subtotal: 299, shipping: 99, codFee: 0, total: 398 })
    return filled
  }
  const codBody = (totals: CartTotals, total: number, extra: Record<string, unknown> = {}) =>
    orderBody({ ...totals, total }, { paymentMethod: "cod", ...extra })
  const orderCount = async () => {
    const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "order", fields: ["id"] })
    return data.length
  }

  it("tells checkout the fee and the limit before the shopper chooses", async () => {
    const config = (await api.get("/api/config")).data
    // GST inside ₹49 at the region's 18%: 49 × 18 / 118 = 7.47.
    expect(config.cod).toEqual({ fee: 49, tax: 7.47, maxOrder: 5000, confirmHours: 24 })
    const pin = (await api.get("/api/pincodes/781001", as())).data
    expect(pin).toMatchObject({ serviceable: true, cod: false })
  })

  it("places a COD order with the fee as its own line: awaiting confirmation, in totals, order list and e-mail", async () => {
    const before = await fillCart()
    const res = await placeOrder(api, shopper, codBody(before.totals, 398 + 49))
    expect(res.status).toBe(201)
    const order = res.data.order
    expect(order).toMatchObject({
      paymentMethod: "cod",
      paymentStatus: "awaiting-confirmation",
      orderStatus: "pending",
      subtotal: 299,
      codFee: 49,
      giftWrap: 0,
      shipping: 99,
      total: 447,
      codConfirmedAt: null,
    })
    // The fee is a charge, not a product.
    expect(order.items.map((i: { productId: string }) => i.productId)).toEqual(["P1"])
    expect(res.data.payment).toEqual({ method: "cod", amount: 447, codFee: 49, confirmationRequired: true })
    expect(res.data.message).toMatch(/confirm your cash on delivery order/)

    const mine = (await api.get("/api/auth/orders", as(shopper))).data.orders.find((o: { id: string }) => o.id === order.id)
    expect(mine).toMatchObject({ codFee: 49, total: 447, paymentStatus: "awaiting-confirmation" })
    // The cart is empty again and carries no fee line.
    expect((await cart()).cart).toHaveLength(0)
    expect((await cart()).totals.codFee).toBe(0)

    const stored = (await notifications(getContainer(), "order-placed")).find((m) => m.resource_id === order.id)
    expect(stored?.data).toMatchObject({ totals: expect.objectContaining({ codFee: 49, total: 447 }) })
    // The e-mail's text itself (fee line, cash to pay, the confirmation link) is unit-tested in lib/email.
  })

  it("answers 409 with the fee in the totals when the client left it out, and leaves no fee line in the cart", async () => {
    const before = await fillCart()
    const res = await placeOrder(api, shopper, codBody(before.totals, 398))
    expect(res.status).toBe(409)
    expect(res.data.totals).toMatchObject({ subtotal: 299, codFee: 49, total: 447 })
    const after = await cart()
    expect(after.totals).toEqual(before.totals)
    expect(after.cart).toHaveLength(1)
  })

  it("follows COD_FEE", async () => {
    process.env.COD_FEE = "60"
    const before = await fillCart()
    const res = await placeOrder(api, shopper, codBody(before.totals, 398 + 60))
    expect(res.status).toBe(201)
    expect(res.data.order).toMatchObject({ codFee: 60, total: 458 })
  })

  it("refuses COD where the PIN does not allow it, with a clear 400 that changes nothing", async () => {
    const before = await fillCart()
    const orders = await orderCount()
    const res = await placeOrder(api, shopper, codBody(before.totals, 447, { shippingAddress: NO_COD_ADDRESS }))
    const msg = "Cash on delivery is not available for PIN 781001. Please choose UPI or bank transfer."
    expect([res.status, res.data.message, res.data.errors]).toEqual([400, msg, [{ msg, path: "paymentMethod" }]])
    expect(await orderCount()).toBe(orders)
    expect((await cart()).totals).toEqual(before.totals)
    // The same PIN takes prepaid orders.
    const prepaid = await placeOrder(api, shopper, orderBody(before.totals, { shippingAddress: NO_COD_ADDRESS }))
    expect(prepaid.status).toBe(201)
  })

  it("refuses COD over COD_MAX_ORDER (the fee included) with a clear 400", async () => {
    process.env.COD_MAX_ORDER = "446"
    const before = await fillCart()
    const orders = await orderCount()
    const res = await placeOrder(api, shopper, codBody(before.totals, 447))
    const msg = "Cash on delivery is available for orders up to ₹446. Please choose UPI or bank transfer."
    expect([res.status, res.data.message, res.data.errors]).toEqual([400, msg, [{ msg, path: "paymentMethod" }]])
    expect(await orderCount()).toBe(orders)
    process.env.COD_MAX_ORDER = "447"
    expect((await placeOrder(api, shopper, codBody(before.totals, 447))).status).toBe(201)
  })

  it("refuses a second unconfirmed COD order of the same customer (409), but takes a prepaid one", async () => {
    const first = await fillCart()
    expect((await placeOrder(api, shopper, codBody(first.totals, 447))).status).toBe(201)
    const second = await fillCart()
    const orders = await orderCount()
    const res = await placeOrder(api, shopper, codBody(second.totals, 447))
    expect([res.status, res.data.message]).toEqual([
      409,
      "Please confirm your earlier cash on delivery order before placing another one with cash on delivery.",
    ])
    expect(await orderCount()).toBe(orders)
    expect((await cart()).totals).toEqual(second.totals)
    expect((await placeOrder(api, shopper, orderBody(second.totals))).status).toBe(201)
  })

  it("refuses a COD order through Medusa's Store API, which would skip the fee and the rules", async () => {
    const h = { headers: { "x-publishable-api-key": seeded.publishableKey }, validateStatus: () => true }
    const { data: c } = await api.post(
      "/store/carts",
      {
        region_id: seeded.regionId,
        sales_channel_id: seeded.salesChannelId,
        email: "store-cod@example.com",
        shipping_address: {
          first_name: "G",
          last_name: "B",
          address_1: "1 MG Road",
          city: "Pune",
          postal_code: "411001",
          country_code: "in",
          phone: "9999999999",
        },
      },
      h
    )
    const { data: product } = await api.get("/store/products?handle=p1&fields=variants.id", h)
    await api.post(`/store/carts/${c.cart.id}/line-items`, { variant_id: product.products[0].variants[0].id, quantity: 1 }, h)
    await api.post(`/store/carts/${c.cart.id}/shipping-methods`, { option_id: seeded.shippingOptionId }, h)
    const { data: pc } = await api.post("/store/payment-collections", { cart_id: c.cart.id }, h)
    const session = await api.post(
      `/store/payment-collections/${pc.payment_collection.id}/payment-sessions`,
      { provider_id: "pp_cod_sugandh" },
      h
    )
    expect(session.status).toBe(200)
    const orders = await orderCount()
    const done = await api.post(`/store/carts/${c.cart.id}/complete`, {}, h)
    expect(done.data.type).not.toBe("order")
    expect(JSON.stringify(done.data)).toContain("Cash on delivery orders are placed through the shop's checkout")
    expect(await orderCount()).toBe(orders)
  })

  it("keeps COD orders out of the unpaid UPI reminders and the bank statement's pending orders", async () => {
    const before = await fillCart()
    const placed = await placeOrder(api, shopper, codBody(before.totals, 447))
    expect((await listUnpaidOrders(getContainer())).map((o) => o.id)).not.toContain(placed.data.order.id)
    expect((await listPendingOrdersForMatch(getContainer())).map((o) => o.id)).not.toContain(placed.data.order.id)
  })

  // Issue 43 (Medium): self-confirmed COD orders held stock without limit.
  it("refuses COD for an account whose e-mail is not verified (409 EMAIL_NOT_VERIFIED), and takes a prepaid order", async () => {
    const unverified = await newCustomer(api, seeded, `cod-unverified${++n}@example.com`)
    shopper = unverified.token
    const before = await fillCart()
    const orders = await orderCount()
    const res = await placeOrder(api, shopper, codBody(before.totals, 447))
    expect([res.status, res.data]).toEqual([
      409,
      {
        message: "Please verify your email address to pay by cash on delivery. You can pay by UPI or bank transfer now.",
        error: "EMAIL_NOT_VERIFIED",
      },
    ])
    expect(await orderCount()).toBe(orders)
    expect((await placeOrder(api, shopper, orderBody(before.totals))).status).toBe(201)
  })

  it("counts confirmed but unshipped COD orders toward COD_MAX_OPEN (2); the operator sees the account's COD history beside Confirm", async () => {
    /** A COD order of one Velvet Oud (the cart filled first unless a refused order left it full). */
    const placeCod = async (fill = true) => placeOrder(api, shopper, codBody((fill ? await fillCart() : await cart()).totals, 447))
    const first = await placeCod()
    expect(first.status).toBe(201)
    // The shopper confirms their own order with one call: it no longer counts as unconfirmed, but it still holds stock.
    expect((await api.post(`/api/auth/orders/${first.data.order.id}/cod-confirmation`, {}, as(shopper))).status).toBe(200)
    const second = await placeCod()
    expect(second.status).toBe(201)
    expect((await api.post(`/api/auth/orders/${second.data.order.id}/cod-confirmation`, {}, as(shopper))).status).toBe(200)
    const orders = await orderCount()
    const third = await placeCod()
    expect([third.status, third.data.message]).toEqual([
      409,
      "You can have 2 cash on delivery orders waiting to be delivered at a time. Please pay by UPI or bank transfer, or order again once one has arrived.",
    ])
    expect(await orderCount()).toBe(orders)

    // One cancelled before shipping frees a place; the next COD order waits for the operator, who sees the record.
    expect((await api.put(`/api/auth/orders/${first.data.order.id}/cancel`, { reason: "Changed my mind" }, as(shopper))).status).toBe(200)
    const next = await placeCod(false)
    expect(next.status).toBe(201)
    const history = { total: 3, open: 2, shipped: 0, delivered: 0, returnedUndelivered: 0, cancelled: 1 }
    const admin = await login(api, ADMIN)
    const listed = (await api.get("/api/admin/orders", as(admin))).data.orders as { id: string; codHistory?: unknown }[]
    expect(listed.find((o) => o.id === next.data.order.id)?.codHistory).toEqual(history)
    // Only beside a confirmation to make: the confirmed one carries none.
    expect(listed.find((o) => o.id === second.data.order.id)).not.toHaveProperty("codHistory")
    const medusaAdmin = (await api.post("/auth/user/emailpass", ADMIN)).data.token
    const widget = await api.get(`/api/admin/orders/${next.data.order.id}`, as(medusaAdmin))
    expect(widget.data.order.codHistory).toEqual(history)
  })
}
