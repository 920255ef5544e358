import { integrationTestRunner } from "../../helpers/runner"
import { Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { SeedResult } from "../../../src/scripts/seed"
import { addToCart, as, cartTotals, newCustomer, orderBody, placeOrder, seed, setStock } from "../../helpers/checkout"

jest.setTimeout(300_000)

// Project code is required lazily (see auth/accounts.spec.ts): after the runner points Medusa at the test database.
const lazy = {
  storeContext: () => require("../../../src/lib/catalogue").getStoreContext,
  findCustomerCartId: () => require("../../../src/lib/cart/find-customer-cart").findCustomerCartId,
}

async function orderCount(container: MedusaContainer, customerId: string): Promise<number> {
  const [, count] = await container.resolve(Modules.ORDER).listAndCountOrders({ customer_id: customerId }, { select: ["id"] })
  return count
}

integrationTestRunner({
  from: "seeded",
  env: {
    ORDER_MAX_LINE_QUANTITY: "10",
    ORDER_MAX_UNITS: "12",
    ORDER_MAX_OPEN_UNPAID: "3",
    ORDER_MAX_OPEN_UNPAID_UNVERIFIED: "1",
    ORDER_RATE_LIMIT_MAX: "8",
    COUPON_RATE_LIMIT_MAX: "5",
  },
  testSuite: ({ api, getContainer }) => {
    let seeded: SeedResult
    let n = 0
    const customer = async () => newCustomer(api, seeded, `buyer${++n}@example.com`, "Buyer")
    const order = async (token: string) => placeOrder(api, token, orderBody(await cartTotals(api, token)))
    /** What opening the verification link does to the account. */
    const verify = async (customerId: string) =>
      getContainer()
        .resolve(Modules.CUSTOMER)
        .updateCustomers(customerId, { metadata: { isEmailVerified: true } })

    beforeAll(async () => {
      seeded = await seed(getContainer())
      for (const id of ["P1", "P2", "S1"]) await setStock(getContainer(), seeded, id, 500)
    })

    it("refuses more than 10 units of one product with 400, placing nothing and keeping the cart", async () => {
      const buyer = await customer()
      await addToCart(api, buyer.token, "P1", 11)
      const res = await order(buyer.token)
      expect(res.status).toBe(400)
      expect(res.data).toEqual({
        message: expect.stringMatching(/^You can order at most 10 of .+ in one order\. Please reduce the quantity\.$/),
      })
      expect(await orderCount(getContainer(), buyer.id)).toBe(0)
      const cart = await api.get("/api/auth/cart", as(buyer.token))
      expect(cart.data.cart ?? cart.data.items ?? cart.data).toEqual(expect.arrayContaining([expect.objectContaining({ quantity: 11 })]))
    })

    it("refuses more units in one order than the per-order cap with 400", async () => {
      const buyer = await customer()
      await addToCart(api, buyer.token, "P1", 7)
      await addToCart(api, buyer.token, "P2", 6)
      const res = await order(buyer.token)
      expect(res.status).toBe(400)
      expect(res.data).toEqual({ message: "You can order at most 12 items in one order. Please reduce the quantities." })
      expect(await orderCount(getContainer(), buyer.id)).toBe(0)
    })

    it("refuses the fourth open unpaid order with 409; cancelling one lets the next through", async () => {
      const buyer = await customer()
      await verify(buyer.id)
      const placed: string[] = []
      for (let i = 0; i < 3; i++) {
        await addToCart(api, buyer.token, "S1", 1)
        const res = await order(buyer.token)
        expect(res.status).toBe(201)
        placed.push(res.data.order.id)
      }
      await addToCart(api, buyer.token, "S1", 1)
      const fourth = await order(buyer.token)
      expect(fourth.status).toBe(409)
      expect(fourth.data).toEqual({
        message: "You already have 3 unpaid orders. Please pay for or cancel one of them before placing another order.",
      })
      expect(await orderCount(getContainer(), buyer.id)).toBe(3)

      const cancelled = await api.put(`/api/auth/orders/${placed[0]}/cancel`, { reason: "Changed my mind" }, as(buyer.token))
      expect(cancelled.status).toBe(200)
      expect((await order(buyer.token)).status).toBe(201)
    })

    it("an account whose e-mail is not verified holds 1 unpaid order: the second is refused (409, EMAIL_NOT_VERIFIED), here and in the Store API", async () => {
      const buyer = await customer()
      await addToCart(api, buyer.token, "S1", 1)
      expect((await order(buyer.token)).status).toBe(201)
      await addToCart(api, buyer.token, "S1", 1)
      const second = await order(buyer.token)
      expect(second.status).toBe(409)
      expect(second.data).toEqual({
        message: "Please verify your email address to place another order. Until it is verified you can have 1 unpaid order at a time.",
        error: "EMAIL_NOT_VERIFIED",
      })
      expect(await orderCount(getContainer(), buyer.id)).toBe(1)

      // Once the e-mail is verified, the ordinary cap (3) applies.
      await verify(buyer.id)
      expect((await order(buyer.token)).status).toBe(201)

      // Medusa's own checkout route runs the same rule in completeCartWorkflow's hook.
      const other = await customer()
      await addToCart(api, other.token, "S1", 1)
      expect((await order(other.token)).status).toBe(201)
      await addToCart(api, other.token, "S1", 1)
      const container = getContainer()
      const cartId = await lazy.findCustomerCartId()(container, other.id, await lazy.storeContext()(container))
      const store = as(other.token, { "x-publishable-api-key": seeded.publishableKey })
      const collection = await api.post("/store/payment-collections", { cart_id: cartId }, store)
      await api.post(
        `/store/payment-collections/${collection.data.payment_collection.id}/payment-sessions`,
        { provider_id: "pp_upi-qr_sugandh", data: { method: "qr-code" } },
        store
      )
      const completed = await api.post(`/store/carts/${cartId}/complete`, {}, store)
      expect(completed.status).toBe(400)
      expect(completed.data.message).toMatch(/^Please verify your email address to place another order\./)
      expect(await orderCount(container, other.id)).toBe(1)
    })

    it("holds the caps in completeCartWorkflow itself: Medusa's Store API cannot complete such a cart", async () => {
      const buyer = await customer()
      await addToCart(api, buyer.token, "P1", 11)
      const container = getContainer()
      const cartId = await lazy.findCustomerCartId()(container, buyer.id, await lazy.storeContext()(container))
      const store = as(buyer.token, { "x-publishable-api-key": seeded.publishableKey })
      const collection = await api.post("/store/payment-collections", { cart_id: cartId }, store)
      expect(collection.status).toBe(200)
      const session = await api.post(
        `/store/payment-collections/${collection.data.payment_collection.id}/payment-sessions`,
        { provider_id: "pp_upi-qr_sugandh", data: { method: "qr-code" } },
        store
      )
      expect(session.status).toBe(200)
      const completed = await api.post(`/store/carts/${cartId}/complete`, {}, store)
      expect(completed.status).toBe(400)
      expect(completed.data.message).toMatch(/^You can order at most 10 of .+ in one order/)
      expect(await orderCount(container, buyer.id)).toBe(0)
    })

    it("rate-limits POST /api/auth/orders per customer with 429", async () => {
      const buyer = await customer()
      const statuses: number[] = []
      for (let i = 0; i < 9; i++) statuses.push((await api.post("/api/auth/orders", {}, as(buyer.token))).status)
      expect(statuses).toEqual([...Array(8).fill(400), 429])
      const blocked = await api.post("/api/auth/orders", {}, as(buyer.token))
      expect(blocked.data).toEqual({ message: "Too many orders in a short time. Please wait a few minutes and try again." })
    })

    it("rate-limits coupon checks per customer with 429, so codes cannot be guessed in bulk", async () => {
      const buyer = await customer()
      await addToCart(api, buyer.token, "S1", 1)
      const answers = []
      for (let i = 0; i < 6; i++) answers.push(await api.post("/api/coupons/validate", { code: `GUESS${i}` }, as(buyer.token)))
      expect(answers.slice(0, 5).map((r) => [r.status, r.data.message])).toEqual(Array(5).fill([200, "Invalid coupon code"]))
      expect(answers[5].status).toBe(429)
      expect(answers[5].data).toEqual({ message: "Too many attempts. Please wait a few minutes and try again." })
    })

    it("answers coupon apply alike for unknown, inactive, expired and not-yours codes (404 Invalid coupon code), rate-limited with validate", async () => {
      const promotions = getContainer().resolve(Modules.PROMOTION)
      const coupon = (code: string, extra: Record<string, unknown> = {}) =>
        promotions.createPromotions({
          code,
          type: "standard",
          status: "active",
          is_automatic: false,
          application_method: { type: "percentage", target_type: "order", allocation: "across", value: 10 },
          ...extra,
        } as any)
      await coupon("SLEEPING1", { status: "inactive" })
      await coupon("BYGONE1", {
        campaign: {
          name: "Bygone",
          campaign_identifier: "BYGONE1",
          starts_at: new Date(Date.now() - 10 * 864e5),
          ends_at: new Date(Date.now() - 864e5),
        },
      })
      await coupon("LIVE1")
      const buyer = await customer()
      const answers = []
      for (const code of ["NOSUCH1", "SLEEPING1", "BYGONE1", "LIVE1", "NOSUCH2", "LIVE1"]) {
        answers.push(await api.post("/api/coupons/apply", { code }, as(buyer.token)))
      }
      expect(answers.slice(0, 5).map((r) => [r.status, r.data])).toEqual(Array(5).fill([404, { message: "Invalid coupon code" }]))
      expect(answers[5].status).toBe(429)
      expect(answers[5].data).toEqual({ message: "Too many attempts. Please wait a few minutes and try again." })
    })
  },
})
