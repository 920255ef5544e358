import type { TestSuite } from "../helpers/runner"
import { Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { SeedResult } from "../../src/scripts/seed"
import {
  ADDRESS,
  addToCart,
  as,
  cartTotals,
  login,
  newCustomer,
  notifications,
  orderBody,
  placeOrder,
  reservedQuantity,
  seed,
  setStock,
  SHOPPER,
} from "../helpers/checkout"

const validate = (api: any, token: string, code: unknown, orderAmount = 0) =>
  api.post("/api/coupons/validate", { code, orderAmount }, as(token))

async function orderCount(container: MedusaContainer): Promise<number> {
  const [, count] = await container.resolve(Modules.ORDER).listAndCountOrders({}, { select: ["id"] })
  return count
}

/** A code-based promotion like the operator's coupons: fixed or percentage on the whole order. */
async function createCoupon(
  container: MedusaContainer,
  code: string,
  options: { type?: "fixed" | "percentage"; value?: number; limit?: number; status?: "active" | "inactive"; endsAt?: Date } = {}
) {
  const promotions = container.resolve(Modules.PROMOTION)
  await promotions.createPromotions({
    code,
    type: "standard",
    status: options.status ?? "active",
    is_automatic: false,
    // As the operator's coupons (toPromotionData): prices include GST, so the discount is off the price shown.
    is_tax_inclusive: true,
    ...(options.limit !== undefined ? { limit: options.limit } : {}),
    ...(options.endsAt
      ? {
          campaign: {
            name: `${code} campaign`,
            campaign_identifier: code,
            starts_at: new Date(Date.now() - 864e5 * 10),
            ends_at: options.endsAt,
          },
        }
      : {}),
    application_method: {
      type: options.type ?? "percentage",
      target_type: "order",
      allocation: "across",
      value: options.value ?? 10,
      ...(options.type === "fixed" ? { currency_code: "inr" } : {}),
    },
  } as any)
}

export const checkoutSuite: TestSuite = ({ api, getContainer }) => {
  let seeded: SeedResult
  let shopper: string
  let ravi: { id: string; token: string }
  let meera: { id: string; token: string }

  beforeAll(async () => {
    seeded = await seed(getContainer())
    shopper = await login(api, SHOPPER)
    ravi = await newCustomer(api, seeded, "ravi@example.com", "Ravi")
    meera = await newCustomer(api, seeded, "meera@example.com", "Meera")
    await createCoupon(getContainer(), "LIMIT1", { limit: 1 })
    await createCoupon(getContainer(), "OFF10000", { type: "fixed", value: 10000 })
    await createCoupon(getContainer(), "SLEEPY", { status: "inactive" })
    await createCoupon(getContainer(), "OLDFEST", { endsAt: new Date(Date.now() - 864e5) })
  })

  describe("coupons/validate", () => {
    it("discounts only FESTIVE20's categories on a mixed cart (incense not discounted)", async () => {
      await addToCart(api, shopper, "P1", 1) // perfume ₹299
      await addToCart(api, shopper, "S1", 2) // incense ₹99 x 2
      const res = await validate(api, shopper, "  festive20 ", 497)
      expect(res.status).toBe(200)
      expect(res.data).toMatchObject({ valid: true, coupon: { code: "FESTIVE20", calculatedDiscount: 59.8 } })
      expect(res.data.message).toBe("Coupon applied! You saved ₹59.80")
      // The discount is Medusa's, on the server cart: the cart now carries it.
      expect(await cartTotals(api, shopper)).toMatchObject({ subtotal: 497, discount: 59.8 })
    })

    it("answers valid false with the reason for unknown, inactive, expired, used-up and non-applicable codes", async () => {
      await addToCart(api, shopper, "S1", 1)
      const cases: [string, string][] = [
        ["NOPE", "Invalid coupon code"],
        // Inactive and expired codes answer like unknown ones: guessing cannot tell which codes exist.
        ["sleepy", "Invalid coupon code"],
        ["OLDFEST", "Invalid coupon code"],
        ["FESTIVE20", "This coupon does not apply to the items in your cart"],
      ]
      for (const [code, message] of cases) {
        const res = await validate(api, shopper, code)
        expect([code, res.status, res.data.valid, res.data.message]).toEqual([code, 200, false, message])
      }
      await getContainer()
        .resolve(Modules.PROMOTION)
        .updatePromotions([
          { id: (await getContainer().resolve(Modules.PROMOTION).listPromotions({ code: "LIMIT1" }))[0].id, used: 1 } as any,
        ])
      const usedUp = await validate(api, shopper, "LIMIT1")
      expect(usedUp.data).toMatchObject({ valid: false, message: "This coupon has reached its usage limit" })
    })

    it("requires a code and a signed-in customer, and says when the cart is empty", async () => {
      expect((await validate(api, shopper, "   ")).data.message).toBe("Please enter a coupon code")
      expect((await validate(api, shopper, "   ")).status).toBe(400)
      expect((await api.post("/api/coupons/validate", { code: "FESTIVE20" }, as())).status).toBe(401)
      const empty = await validate(api, shopper, "FESTIVE20")
      expect(empty.data).toMatchObject({ valid: false, message: "Your cart is empty" })
    })

    it("shows the applied code on the server cart and takes it off with POST /api/coupons/remove", async () => {
      await addToCart(api, shopper, "P1", 1)
      expect((await api.get("/api/auth/cart", as(shopper))).data.coupon).toBeUndefined()
      await validate(api, shopper, "FESTIVE20")
      // A reload reads the cart: the coupon box shows what the server applied.
      const applied = (await api.get("/api/auth/cart", as(shopper))).data
      expect(applied.coupon).toEqual({ code: "FESTIVE20", calculatedDiscount: 59.8 })
      const removed = await api.post("/api/coupons/remove", {}, as(shopper))
      expect(removed.status).toBe(200)
      expect(removed.data).toMatchObject({ message: "Coupon removed", totals: { subtotal: 299, discount: 0, shipping: 99, total: 398 } })
      expect(removed.data.coupon).toBeUndefined()
      const after = (await api.get("/api/auth/cart", as(shopper))).data
      expect([after.coupon, after.totals.discount, after.totals.total]).toEqual([undefined, 0, 398])
      expect((await api.post("/api/coupons/remove", {}, as())).status).toBe(401)
    })

    it("never lets a fixed discount exceed the subtotal", async () => {
      await addToCart(api, shopper, "P1", 1)
      const res = await validate(api, shopper, "off10000")
      expect(res.data).toMatchObject({ valid: true, coupon: { code: "OFF10000", calculatedDiscount: 299 } })
      const totals = await cartTotals(api, shopper)
      expect(totals.total).toBe(totals.shipping)
    })
  })

  describe("POST /api/auth/orders", () => {
    it("places the order with FESTIVE20, answers with UPI instructions and the WhatsApp link, and e-mails them", async () => {
      await addToCart(api, shopper, "P1", 1)
      await addToCart(api, shopper, "S1", 1)
      await validate(api, shopper, "FESTIVE20")
      const totals = await cartTotals(api, shopper)
      const res = await placeOrder(api, shopper, orderBody(totals, { couponCode: "festive20" }))
      expect(res.status).toBe(201)
      const { order, payment, whatsappUrl, message } = res.data
      expect(message).toBe("Order created! Please send the WhatsApp message with payment screenshot")
      expect(order).toMatchObject({
        orderNumber: "ORD-1001",
        orderStatus: "pending",
        paymentStatus: "pending",
        paymentMethod: "qr-code",
        subtotal: 398,
        discount: 59.8,
        shipping: 99,
        total: 437.2,
        couponCode: "FESTIVE20",
        shippingAddress: ADDRESS,
        customerEmail: SHOPPER.email,
      })
      expect(order.items).toHaveLength(2)
      expect(payment.upiUri).toBe("upi://pay?pa=sugandh%40upi&pn=Sugandh&am=437.20&cu=INR&tn=ORD-1001&tr=ORD-1001")
      expect(whatsappUrl.startsWith("https://wa.me/919876543210?text=")).toBe(true)
      expect(decodeURIComponent(whatsappUrl.split("?text=")[1])).toContain("ORD-1001")

      // The cart is emptied (completed): the next read shows nothing.
      expect((await api.get("/api/auth/cart", as(shopper))).data.cart).toEqual([])
      const mails = await notifications(getContainer(), "order-placed")
      expect(mails).toHaveLength(1)
      expect(mails[0]).toMatchObject({ to: SHOPPER.email, channel: "email" })
      // Items, totals and the payment instructions are what the e-mail shows.
      expect(mails[0].data).toMatchObject({
        orderNumber: "ORD-1001",
        totals: { subtotal: 398, discount: 59.8, shipping: 99, total: 437.2 },
        payment: { method: "qr-code", upiUri: payment.upiUri },
      })
      expect((mails[0].data as { items: unknown[] }).items).toHaveLength(2)
    })

    it("places the order without the coupon the shopper removed after validating it", async () => {
      await addToCart(api, shopper, "P1", 1)
      expect((await validate(api, shopper, "FESTIVE20")).data.valid).toBe(true)
      const res = await placeOrder(api, shopper, orderBody({ subtotal: 299, shipping: 99, total: 398 }))
      expect(res.status).toBe(201)
      expect(res.data.order).toMatchObject({ discount: 0, total: 398, couponCode: null })
    })

    it("ships free from a subtotal of 599 and charges 99 below it", async () => {
      await addToCart(api, ravi.token, "P1", 2) // 598
      const below = await cartTotals(api, ravi.token)
      expect([below.subtotal, below.shipping]).toEqual([598, 99])
      await addToCart(api, ravi.token, "S1", 1) // 697
      const above = await cartTotals(api, ravi.token)
      expect([above.subtotal, above.shipping, above.total]).toEqual([697, 0, 697])
      const res = await placeOrder(api, ravi.token, orderBody(above, { paymentMethod: "bank-transfer" }))
      expect(res.status).toBe(201)
      expect(res.data.order).toMatchObject({ subtotal: 697, shipping: 0, total: 697, paymentMethod: "bank-transfer" })
      expect(res.data.payment).toMatchObject({ method: "bank-transfer", amount: 697, reference: "ORD-1001" })
      expect(Object.keys(res.data.payment.bankDetails).sort()).toEqual(["accountName", "accountNumber", "bankName", "ifsc"])
    })

    it("ships a ₹648 cart free with FESTIVE20 (₹518.40 after the coupon) in the cart, the Store API, the order and the e-mail", async () => {
      // Free shipping is judged on the subtotal before the coupon (requirements CART-13). P1 299 + A7 349 = 648, all eligible.
      await addToCart(api, ravi.token, "P1", 1)
      await addToCart(api, ravi.token, "A7", 1)
      expect((await validate(api, ravi.token, "FESTIVE20")).data.valid).toBe(true)
      const seen = await cartTotals(api, ravi.token)
      expect(seen).toMatchObject({ subtotal: 648, discount: 129.6, shipping: 0, total: 518.4 })

      // Medusa's own Store API prices the Standard Shipping option the same way (our provider's calculatePrice).
      const carts = await getContainer().resolve(Modules.CART).listCarts({ customer_id: ravi.id })
      const open = carts.find((c) => !c.completed_at)!
      const headers = { "x-publishable-api-key": seeded.publishableKey }
      const { data } = await api.get(`/store/shipping-options?cart_id=${open.id}`, { headers })
      const standard = data.shipping_options.find((o: { name: string }) => o.name === "Standard Shipping")
      expect(standard.price_type).toBe("calculated")
      const priced = await api.post(`/store/shipping-options/${standard.id}/calculate`, { cart_id: open.id }, { headers })
      expect(priced.data.shipping_option.amount).toBe(0)

      const res = await placeOrder(api, ravi.token, orderBody(seen, { couponCode: "FESTIVE20" }))
      expect(res.status).toBe(201)
      expect(res.data.order).toMatchObject({ subtotal: 648, discount: 129.6, shipping: 0, total: 518.4, couponCode: "FESTIVE20" })
      const mails = await notifications(getContainer(), "order-placed")
      const mail = mails.find((m) => (m.data as { orderNumber?: string }).orderNumber === res.data.order.orderNumber)
      expect(mail?.data).toMatchObject({ totals: { subtotal: 648, discount: 129.6, shipping: 0, total: 518.4 } })
    })

    it("ships free at exactly ₹599 before the coupon and charges ₹99 at ₹598, coupon or not", async () => {
      await addToCart(api, meera.token, "A1", 1) // 240
      await addToCart(api, meera.token, "P9", 1) // 359 -> 599
      expect((await validate(api, meera.token, "FESTIVE20")).data.valid).toBe(true)
      expect(await cartTotals(api, meera.token)).toMatchObject({ subtotal: 599, discount: 119.8, shipping: 0, total: 479.2 })
      await api.put("/api/auth/cart/A1", { quantity: 0 }, as(meera.token))
      await addToCart(api, meera.token, "A2", 1) // 359 + 299 = 658
      await api.put("/api/auth/cart/P9", { quantity: 0 }, as(meera.token))
      await addToCart(api, meera.token, "P1", 1) // 299 + 299 = 598
      expect(await cartTotals(api, meera.token)).toMatchObject({ subtotal: 598, discount: 119.6, shipping: 99, total: 577.4 })
    })

    it("refuses a total that differs from the server's with 409 and the server's totals, and places no order", async () => {
      await addToCart(api, shopper, "P1", 1)
      const res = await placeOrder(api, shopper, orderBody({ subtotal: 299, shipping: 0, total: 299 }))
      expect(res.status).toBe(409)
      expect(res.data.totals).toMatchObject({ subtotal: 299, shipping: 99, discount: 0, total: 398 })
      expect(await orderCount(getContainer())).toBe(0)
      expect((await api.get("/api/auth/cart", as(shopper))).data.cart).toHaveLength(1)
    })

    it("returns the first order for a repeated Idempotency-Key, sequentially and in parallel", async () => {
      await addToCart(api, shopper, "P1", 1)
      const totals = await cartTotals(api, shopper)
      const [a, b] = await Promise.all([
        placeOrder(api, shopper, orderBody(totals), "checkout-abc"),
        placeOrder(api, shopper, orderBody(totals), "checkout-abc"),
      ])
      expect([a.status, b.status].sort()).toEqual([200, 201])
      expect(a.data.order.id).toBe(b.data.order.id)
      const again = await placeOrder(api, shopper, orderBody(totals), "checkout-abc")
      expect(again.status).toBe(200)
      expect(again.data.order.orderNumber).toBe(a.data.order.orderNumber)
      expect(await orderCount(getContainer())).toBe(1)
    })

    it("validates the address, PIN code, phone and an empty cart with the spec's messages", async () => {
      const bad = async (body: unknown) => (await placeOrder(api, shopper, body)).data
      const body = orderBody({ total: 398 })
      for (const field of Object.keys(ADDRESS)) {
        const res = await bad({ ...body, shippingAddress: { ...ADDRESS, [field]: "" } })
        expect(res.message).toBe("Please fill in all required fields")
      }
      expect((await bad({ ...body, shippingAddress: { ...ADDRESS, zipCode: "4110" } })).message).toBe(
        "Please enter a valid 6-digit PIN code"
      )
      expect((await bad({ ...body, shippingAddress: { ...ADDRESS, phone: "12345" } })).message).toBe(
        "Please enter a valid Indian phone number"
      )
      const empty = await placeOrder(api, shopper, body)
      expect([empty.status, empty.data.message]).toEqual([400, "Your cart is empty"])
      expect((await api.post("/api/auth/orders", body, as())).status).toBe(401)
    })

    it("lets exactly one of two customers racing for the last unit order it; stock never goes below zero", async () => {
      await addToCart(api, ravi.token, "P2", 1)
      await addToCart(api, meera.token, "P2", 1)
      const inventoryItemId = await setStock(getContainer(), seeded, "P2", 1)
      const [t1, t2] = [await cartTotals(api, ravi.token), await cartTotals(api, meera.token)]
      const results = await Promise.all([placeOrder(api, ravi.token, orderBody(t1)), placeOrder(api, meera.token, orderBody(t2))])
      // Status and message together, so a wrong refusal says what it was.
      const outcomes = results.map((r) => (r.status === 201 ? "201" : `${r.status} ${r.data.message}`)).sort()
      expect(outcomes).toEqual(["201", expect.stringMatching(/^409 .*(out of stock|left in stock)/)])
      expect(await reservedQuantity(getContainer(), inventoryItemId)).toBe(1)
      expect(await orderCount(getContainer())).toBe(1)
      // The loser's cart is untouched: still there with its item, no reservation of its own.
      const loserToken = results[0].status === 409 ? ravi.token : meera.token
      expect((await api.get("/api/auth/cart", as(loserToken))).data.cart).toHaveLength(1)
      const level = (await getContainer().resolve(Modules.INVENTORY).listInventoryLevels({ inventory_item_id: inventoryItemId }))[0]
      expect(Number(level.stocked_quantity) - Number(level.reserved_quantity)).toBe(0)
    })

    it("leaves the cart as it was when completion fails, and a retry with the same key then succeeds", async () => {
      await addToCart(api, ravi.token, "P3", 2)
      const inventoryItemId = await setStock(getContainer(), seeded, "P3", 1)
      const totals = await cartTotals(api, ravi.token)
      const failed = await placeOrder(api, ravi.token, orderBody(totals), "retry-key")
      expect(failed.status).toBe(409)
      expect(failed.data.message).toMatch(/only 1 of .* left in stock/i)
      expect(failed.data.items).toEqual([expect.objectContaining({ productId: "P3", requested: 2, available: 1 })])
      // Medusa compensated every step: no order, no reservation, no payment session, cart not completed.
      expect(await orderCount(getContainer())).toBe(0)
      expect(await reservedQuantity(getContainer(), inventoryItemId)).toBe(0)
      const query = getContainer().resolve("query")
      const { data } = await query.graph({
        entity: "cart",
        fields: ["completed_at", "items.quantity", "payment_collection.payment_sessions.id"],
        filters: { customer_id: ravi.id },
      })
      expect(data).toHaveLength(1)
      expect(data[0].completed_at).toBeNull()
      expect(data[0].items).toHaveLength(1)
      expect(data[0].payment_collection?.payment_sessions ?? []).toHaveLength(0)

      await setStock(getContainer(), seeded, "P3", 5)
      const retried = await placeOrder(api, ravi.token, orderBody(totals), "retry-key")
      expect(retried.status).toBe(201)
      expect(await reservedQuantity(getContainer(), inventoryItemId)).toBe(2)
    })

    it("takes the coupon the order brought off the cart again when completion fails", async () => {
      await addToCart(api, ravi.token, "P3", 2)
      await setStock(getContainer(), seeded, "P3", 1)
      // The client's total with FESTIVE20; then the coupon box is emptied, so only the order puts the code on the cart.
      expect((await validate(api, ravi.token, "FESTIVE20")).data.valid).toBe(true)
      const discounted = await cartTotals(api, ravi.token)
      expect((await api.post("/api/coupons/remove", {}, as(ravi.token))).status).toBe(200)
      const failed = await placeOrder(api, ravi.token, orderBody(discounted, { couponCode: "FESTIVE20" }))
      expect([failed.status, failed.data.message]).toEqual([409, expect.stringMatching(/only 1 of .* left in stock/i)])
      // The coupon was written by the workflow's cart update; its compensation took it off again.
      const cart = (await api.get("/api/auth/cart", as(ravi.token))).data
      expect([cart.coupon, cart.totals.discount]).toEqual([undefined, 0])
      expect(await orderCount(getContainer())).toBe(0)
    })

    it("never uses a coupon past its usage limit under parallel orders", async () => {
      await addToCart(api, ravi.token, "P1", 1)
      await addToCart(api, meera.token, "P1", 1)
      expect((await validate(api, ravi.token, "LIMIT1")).data.valid).toBe(true)
      expect((await validate(api, meera.token, "LIMIT1")).data.valid).toBe(true)
      const [t1, t2] = [await cartTotals(api, ravi.token), await cartTotals(api, meera.token)]
      const results = await Promise.all([
        placeOrder(api, ravi.token, orderBody(t1, { couponCode: "LIMIT1" })),
        placeOrder(api, meera.token, orderBody(t2, { couponCode: "LIMIT1" })),
      ])
      // Statuses with their messages, so a failure shows which refusal came instead.
      const answers = results.map((r) => [r.status, r.status === 201 ? "placed" : r.data.message]).sort()
      expect(answers).toEqual([
        [201, "placed"],
        [409, "This coupon has reached its usage limit"],
      ])
      const [promotion] = await getContainer().resolve(Modules.PROMOTION).listPromotions({ code: "LIMIT1" })
      expect(promotion.used).toBe(1)
      expect(await orderCount(getContainer())).toBe(1)
    })
  })

  describe("POST /api/coupons/apply", () => {
    it("confirms the use Medusa counted at order time, idempotently", async () => {
      await addToCart(api, ravi.token, "P1", 1)
      await validate(api, ravi.token, "LIMIT1")
      const placed = await placeOrder(api, ravi.token, orderBody(await cartTotals(api, ravi.token), { couponCode: "LIMIT1" }))
      expect(placed.status).toBe(201)
      for (let i = 0; i < 2; i++) {
        const res = await api.post("/api/coupons/apply", { code: " limit1 " }, as(ravi.token))
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({
          success: true,
          coupon: { code: "LIMIT1", usedCount: 1, usageLimit: 1 },
          orderNumber: "ORD-1001",
        })
      }
      expect((await api.post("/api/coupons/apply", { code: "LIMIT1" }, as(meera.token))).status).toBe(404)
      expect((await api.post("/api/coupons/apply", { code: "NOPE" }, as(meera.token))).data.message).toBe("Invalid coupon code")
    })
  })
}
