import type { SuiteWithSettings } from "../../helpers/runner"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { SeedResult } from "../../../src/scripts/seed"
import { addToCart, as, cartTotals, newCustomer, orderBody, placeOrder, seed, setStock } from "../../helpers/checkout"

// Project code is required lazily (see auth/accounts.suite.ts): after the runner points Medusa at the test database.
const lazy = {
  storeContext: () => require("../../../src/lib/catalogue").getStoreContext,
  findCustomerCartId: () => require("../../../src/lib/cart/find-customer-cart").findCustomerCartId,
}

async function orderCount(container: MedusaContainer, customerId: string): Promise<number> {
  const [, count] = await container.resolve(Modules.ORDER).listAndCountOrders({ customer_id: customerId }, { select: ["id"] })
  return count
}

export const orderLimitsSuite: SuiteWithSettings = {
  env: {
    ORDER_MAX_LINE_QUANTITY: "10",
    ORDER_MAX_UNITS: "12",
    ORDER_MAX_OPEN_UNPAID: "3",
    ORDER_MAX_OPEN_UNPAID_UNVERIFIED: "1",
    ORDER_RATE_LIMIT_MAX: "8",
    COUPON_RATE_LIMIT_MAX: "5",
  },
  suite: ({ api, getContainer }) => {
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

    // Issue 43 (High): Medusa's Store API lets a client write metadata; the shop's own keys are the shop's alone.
    describe("the shop's metadata through Medusa's Store API", () => {
      const MUMBAI = {
        first_name: "Asha",
        last_name: "Verma",
        address_1: "1 Marine Drive",
        city: "Mumbai",
        province: "",
        postal_code: "400001",
        country_code: "in",
        phone: "9811111111",
      }
      const storeAs = (token?: string) => as(token, { "x-publishable-api-key": seeded.publishableKey })
      const variantOf = async (handle: string) =>
        (await api.get(`/store/products?handle=${handle}&fields=variants.id`, storeAs())).data.products[0].variants[0].id as string
      /** A Store API cart of `token`'s customer (or a guest's) with `quantity` units of S1, Standard Shipping and a UPI session. */
      const storeCart = async (token: string | undefined, quantity: number, extra: Record<string, unknown> = {}) => {
        const created = await api.post(
          "/store/carts",
          {
            region_id: seeded.regionId,
            sales_channel_id: seeded.salesChannelId,
            shipping_address: MUMBAI,
            items: [{ variant_id: await variantOf("s1"), quantity }],
            ...extra,
          },
          storeAs(token)
        )
        expect(created.status).toBe(200)
        const cartId = created.data.cart.id as string
        await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: seeded.shippingOptionId }, storeAs(token))
        const { data: pc } = await api.post("/store/payment-collections", { cart_id: cartId }, storeAs(token))
        await api.post(
          `/store/payment-collections/${pc.payment_collection.id}/payment-sessions`,
          { provider_id: "pp_upi-qr_sugandh" },
          storeAs(token)
        )
        return cartId
      }
      const complete = (cartId: string, token?: string) => api.post(`/store/carts/${cartId}/complete`, {}, storeAs(token))
      const refusedWith = (key: string, path: string) => ({
        message: `The metadata key "${key}" is reserved for the shop and cannot be set.`,
        errors: [{ msg: `The metadata key "${key}" is reserved for the shop and cannot be set.`, path }],
      })

      it("refuses every Store API write of a reserved key with 400 naming it, and lets other keys through", async () => {
        const buyer = await customer()
        const store = storeAs(buyer.token)
        const variant = await variantOf("s1")
        // The live attack of the issue, write by write: a 15-unit line tagged gift_wrap...
        const tagged = await api.post(
          "/store/carts",
          { region_id: seeded.regionId, items: [{ variant_id: variant, quantity: 15, metadata: { sugandh_kind: "gift_wrap" } }] },
          store
        )
        expect([tagged.status, tagged.data]).toEqual([400, refusedWith("sugandh_kind", "items.0.metadata.sugandh_kind")])
        const cartId = (await api.post("/store/carts", { region_id: seeded.regionId }, store)).data.cart.id
        const line = await api.post(
          `/store/carts/${cartId}/line-items`,
          { variant_id: variant, quantity: 1, metadata: { sugandh_kind: "cod_fee" } },
          store
        )
        expect([line.status, line.data]).toEqual([400, refusedWith("sugandh_kind", "metadata.sugandh_kind")])
        // ...cart metadata saying cash on delivery, already confirmed...
        const cod = await api.post(
          `/store/carts/${cartId}`,
          { metadata: { payment_method: "cod", cod_confirmed_at: new Date().toISOString() } },
          store
        )
        expect([cod.status, cod.data]).toEqual([400, refusedWith("payment_method", "metadata.payment_method")])
        const confirmed = await api.post(`/store/carts/${cartId}`, { metadata: { cod_confirmed_at: "2026-01-01" } }, store)
        expect(confirmed.data).toEqual(refusedWith("cod_confirmed_at", "metadata.cod_confirmed_at"))
        const gstin = await api.post(`/store/carts/${cartId}`, { metadata: { gstin: "27AAAAA0000A1Z5", business_name: "X" } }, store)
        expect(gstin.data).toEqual(refusedWith("gstin", "metadata.gstin"))
        // ...and a Mumbai address claiming Uttar Pradesh's state code.
        const address = await api.post(
          `/store/carts/${cartId}`,
          { shipping_address: { ...MUMBAI, metadata: { gst_state_code: "09" } } },
          store
        )
        expect([address.status, address.data]).toEqual([400, refusedWith("gst_state_code", "shipping_address.metadata.gst_state_code")])
        // The customer's own metadata and saved addresses: the e-mail verification flag gates orders and COD.
        const verified = await api.post("/store/customers/me", { metadata: { isEmailVerified: true } }, store)
        expect([verified.status, verified.data]).toEqual([400, refusedWith("isEmailVerified", "metadata.isEmailVerified")])
        const saved = await api.post("/store/customers/me/addresses", { ...MUMBAI, metadata: { gst_state_code: "09" } }, store)
        expect(saved.status).toBe(400)
        // Nothing of it was written; a key of the client's own is fine.
        const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
        const { data: carts } = await query.graph({ entity: "cart", fields: ["metadata", "items.id"], filters: { id: cartId } })
        expect([carts[0].metadata ?? {}, carts[0].items]).toEqual([{}, []])
        const own = await api.post(`/store/carts/${cartId}`, { metadata: { note: "ring twice" } }, store)
        expect([own.status, own.data.cart.metadata]).toEqual([200, { note: "ring twice" }])
        const { data: customers } = await query.graph({ entity: "customer", fields: ["metadata"], filters: { id: buyer.id } })
        expect(customers[0].metadata?.isEmailVerified).toBeUndefined()
      })

      it("neutralises the attack's metadata already on a cart: the tag is ignored, COD keys and the state code refused at completion", async () => {
        const buyer = await customer()
        const cartId = await storeCart(buyer.token, 15)
        // Written as the Store API wrote it before the fix (straight into the Cart module).
        const carts = getContainer().resolve(Modules.CART)
        const [item] = await carts.listLineItems({ cart_id: cartId })
        await carts.updateLineItems(item.id, { metadata: { sugandh_kind: "gift_wrap" } })
        await carts.updateCarts(cartId, { metadata: { payment_method: "cod", cod_confirmed_at: new Date().toISOString() } })
        const [cart] = await carts.listCarts({ id: cartId }, { relations: ["shipping_address"] })
        await carts.updateAddresses([{ id: cart.shipping_address!.id, metadata: { gst_state_code: "09" } }])

        // A tagged product line is goods: the 10-per-line cap holds.
        const capped = await complete(cartId, buyer.token)
        expect([capped.status, capped.data.message]).toEqual([400, expect.stringMatching(/^You can order at most 10 of .+ in one order/)])
        await carts.updateLineItems(item.id, { quantity: 2 })
        const codConfirmed = await complete(cartId, buyer.token)
        expect([codConfirmed.status, codConfirmed.data.message]).toEqual([
          400,
          `The cart's metadata key "cod_confirmed_at" is reserved for the shop.`,
        ])
        await carts.updateCarts(cartId, { metadata: { cod_confirmed_at: "" } })
        const method = await complete(cartId, buyer.token)
        expect(method.data.message).toBe(
          "The cart's payment method does not match its payment. Please place the order through the shop's checkout."
        )
        await carts.updateCarts(cartId, { metadata: { payment_method: "" } })
        const state = await complete(cartId, buyer.token)
        expect(state.data.message).toBe(`The address's state code "09" does not match its PIN 400001.`)
        expect(await orderCount(getContainer(), buyer.id)).toBe(0)

        // Once the cart says only what the shop would, it completes; the tagged line is an item of the order.
        await carts.updateAddresses([{ id: cart.shipping_address!.id, metadata: { gst_state_code: "" } }])
        const placed = await complete(cartId, buyer.token)
        expect(placed.data.type).toBe("order")
        const { data: orders } = await api.get("/api/auth/orders", as(buyer.token))
        expect(orders.orders[0]).toMatchObject({
          paymentMethod: "qr-code",
          orderStatus: "pending",
          giftWrap: 0,
          items: [expect.objectContaining({ quantity: 2 })],
          shippingAddress: expect.objectContaining({ zipCode: "400001", state: "Maharashtra", stateCode: "27" }),
        })
      })

      it("POST /api/auth/orders writes the cart's metadata afresh: nothing a client put there reaches the order", async () => {
        const buyer = await customer()
        await addToCart(api, buyer.token, "S1", 1)
        const container = getContainer()
        const cartId = await lazy.findCustomerCartId()(container, buyer.id, await lazy.storeContext()(container))
        await container.resolve(Modules.CART).updateCarts(cartId, {
          metadata: {
            payment_method: "cod",
            cod_confirmed_at: new Date().toISOString(),
            gstin: "09AAAAA0000A1Z0",
            business_name: "Nobody",
            note: "x",
          },
        })
        const res = await order(buyer.token)
        expect(res.status).toBe(201)
        expect(res.data.order).toMatchObject({ paymentMethod: "qr-code", codConfirmedAt: null, orderStatus: "pending" })
        const [placed] = await container.resolve(Modules.ORDER).listOrders({ id: res.data.order.id }, { select: ["id", "metadata"] })
        expect(placed.metadata).toMatchObject({ payment_method: "qr-code", gstin: null, business_name: null })
        expect(placed.metadata).not.toHaveProperty("cod_confirmed_at")
        expect(placed.metadata).not.toHaveProperty("note")
      })

      it("rate-limits Store API completion with POST /api/auth/orders, and guests by phone whatever their e-mail", async () => {
        // One count for both doors: 4 refused orders here and 4 completions there, then 429.
        const buyer = await customer()
        const cartId = (await api.post("/store/carts", { region_id: seeded.regionId }, storeAs(buyer.token))).data.cart.id
        const statuses: number[] = []
        for (let i = 0; i < 4; i++) statuses.push((await api.post("/api/auth/orders", {}, as(buyer.token))).status)
        for (let i = 0; i < 4; i++) statuses.push((await complete(cartId, buyer.token)).status)
        expect(statuses.every((s) => s === 400)).toBe(true)
        const limited = await complete(cartId, buyer.token)
        expect([limited.status, limited.data]).toEqual([
          429,
          { message: "Too many orders in a short time. Please wait a few minutes and try again." },
        ])

        // A guest changes the e-mail each time; the phone is the same.
        const guest = async (email: string) =>
          (
            await api.post(
              "/store/carts",
              { region_id: seeded.regionId, email, shipping_address: { ...MUMBAI, phone: "9822222222" } },
              storeAs()
            )
          ).data.cart.id
        const answers: number[] = []
        for (let i = 0; i < 9; i++) answers.push((await complete(await guest(`guest-rl${i}@example.com`))).status)
        expect(answers.slice(0, 8).every((s) => s === 400)).toBe(true)
        expect(answers[8]).toBe(429)
      })

      it("counts a guest's open unpaid orders by phone too: a new e-mail does not start a new count", async () => {
        const phone = "9833333333"
        const guestCart = async (email: string) => storeCart(undefined, 1, { email, shipping_address: { ...MUMBAI, phone } })
        const first = await complete(await guestCart("guest-a@example.com"))
        expect(first.data.type).toBe("order")
        const second = await complete(await guestCart("guest-b@example.com"))
        expect(second.status).toBe(400)
        expect(second.data.message).toMatch(/^Please verify your email address to place another order\./)
      })
    })
  },
}
