import { createHmac } from "crypto"
import { Modules } from "@medusajs/framework/utils"
import { addToCart, as, cartTotals, newCustomer, noThrow, orderBody, seed } from "../helpers/checkout"
import { integrationTestRunner } from "../helpers/runner"
import type { SeedResult } from "../../src/scripts/seed"
import { RazorpayDouble } from "../../src/modules/providers/payment-razorpay/__tests__/razorpay-double"

jest.setTimeout(600 * 1000)

/**
 * "Pay online" (issue 46) with the Razorpay provider registered (medusa-config
 * reads RAZORPAY_* at boot) against the local double answering as Razorpay's
 * API reference documents. The URL must be known before Medusa boots, so the
 * double listens on a port chosen here. The checkout's answer is signed as
 * Razorpay Checkout signs it: HMAC-SHA256 of `order_id|payment_id` with the key secret
 * (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/build-integration/#verify-payment-signature).
 */
const KEY_ID = "rzp_test_1DP5mmOlF5G5ag"
const KEY_SECRET = "thisisthekeysecretofthetests"
const port = 20000 + Math.floor(Math.random() * 20000)
process.env.RAZORPAY_KEY_ID = KEY_ID
process.env.RAZORPAY_KEY_SECRET = KEY_SECRET
process.env.RAZORPAY_WEBHOOK_SECRET = "thisisthewebhooksecretofthetests"
process.env.RAZORPAY_API_URL = `http://127.0.0.1:${port}`

const double = new RazorpayDouble(KEY_ID, KEY_SECRET)
const sign = (orderId: string, paymentId: string) => createHmac("sha256", KEY_SECRET).update(`${orderId}|${paymentId}`).digest("hex")

integrationTestRunner({
  from: "seeded",
  testSuite: ({ api, getContainer }) => {
    let seeded: SeedResult

    beforeAll(async () => {
      await double.start(port)
      seeded = await seed(getContainer())
    })
    afterAll(() => double.stop())

    async function shopperWithCart(email: string) {
      const shopper = await newCustomer(api, seeded, email)
      await addToCart(api, shopper.token, "P1", 2)
      const totals = await cartTotals(api, shopper.token)
      return { token: shopper.token as string, totals }
    }
    const start = (token: string, body: unknown) => api.post("/api/auth/checkout/online-payment", body, { ...as(token), ...noThrow })
    const confirm = (token: string, body: unknown) =>
      api.post("/api/auth/checkout/online-payment/confirm", body, { ...as(token), ...noThrow })
    const orderCount = async () => (await getContainer().resolve(Modules.ORDER).listOrders({}, { select: ["id"] })).length

    it("offers Pay online in /api/config with the public key id only", async () => {
      const { data } = await api.get("/api/config")
      expect(data.onlinePayment).toEqual({ provider: "razorpay", keyId: KEY_ID })
      expect(JSON.stringify(data)).not.toContain(KEY_SECRET)
    })

    it("starts a payment: a Razorpay order for the cart's total in paise, the cart still a cart; POST /api/auth/orders refuses \"online\"", async () => {
      const { token, totals } = await shopperWithCart("online-start@example.com")
      const refused = await api.post("/api/auth/orders", orderBody(totals, { paymentMethod: "online" }), { ...as(token), ...noThrow })
      expect(refused.status).toBe(400)

      const started = await start(token, orderBody(totals, { paymentMethod: "online" }))
      expect(started.status).toBe(200)
      expect(started.data).toMatchObject({ success: true, provider: "razorpay", keyId: KEY_ID, amount: Math.round(totals.total * 100), currency: "INR" })
      const created = double.last("POST", "/v1/orders")!
      expect(created.body).toMatchObject({ amount: Math.round(totals.total * 100), currency: "INR" })
      expect((created.body!.notes as Record<string, string>).session_id).toMatch(/^payses_/)
      expect(double.orders.has(started.data.orderId)).toBe(true)
      const cart = await api.get("/api/auth/cart", as(token))
      expect(cart.data.cart.length).toBe(1)
    })

    it("a forged signature is 400 and changes nothing; the signed answer makes the paid order once (a second click answers it again)", async () => {
      const { token, totals } = await shopperWithCart("online-pay@example.com")
      const started = await start(token, orderBody(totals, { paymentMethod: "online" }))
      expect(started.status).toBe(200)
      const payment = double.pay(started.data.orderId)
      const before = await orderCount()

      const forged = await confirm(token, {
        razorpay_order_id: started.data.orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: sign(started.data.orderId, "pay_Other0000000001"),
      })
      expect(forged.status).toBe(400)
      expect(forged.data.message).toMatch(/could not be verified/)
      expect(await orderCount()).toBe(before)
      expect((await api.get("/api/auth/cart", as(token))).data.cart.length).toBe(1)

      const answer = { razorpay_order_id: started.data.orderId, razorpay_payment_id: payment.id, razorpay_signature: sign(started.data.orderId, payment.id) }
      const paid = await confirm(token, answer)
      expect(paid.status).toBe(201)
      expect(paid.data.order).toMatchObject({ paymentMethod: "online", paymentStatus: "paid", total: totals.total })
      expect(paid.data.payment).toEqual({ method: "online", amount: totals.total, gatewayPaymentId: payment.id })
      expect(await orderCount()).toBe(before + 1)
      expect((await api.get("/api/auth/cart", as(token))).data.cart).toHaveLength(0)

      const again = await confirm(token, answer)
      expect(again.status).toBe(200)
      expect(again.data.order.id).toBe(paid.data.order.id)
      expect(await orderCount()).toBe(before + 1)

      // The capture went the way every confirmation goes (payment.captured): the invoice is issued.
      let invoice = 0
      for (let i = 0; i < 50 && invoice !== 200; i++) {
        invoice = (await api.get(`/api/auth/orders/${paid.data.order.id}/invoice`, { ...as(token), ...noThrow })).status
        if (invoice !== 200) await new Promise((r) => setTimeout(r, 200))
      }
      expect(invoice).toBe(200)
    })

    it("another shopper's Razorpay order is refused (400)", async () => {
      const first = await shopperWithCart("online-owner@example.com")
      const started = await start(first.token, orderBody(first.totals, { paymentMethod: "online" }))
      const payment = double.pay(started.data.orderId)
      const other = await shopperWithCart("online-other@example.com")
      const refused = await confirm(other.token, {
        razorpay_order_id: started.data.orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: sign(started.data.orderId, payment.id),
      })
      expect(refused.status).toBe(400)
    })

    it("Razorpay answering 5xx at initiation: 503 with the shopper's message, the cart intact and payable again", async () => {
      const { token, totals } = await shopperWithCart("online-down@example.com")
      double.failures.push(503)
      const failed = await start(token, orderBody(totals, { paymentMethod: "online" }))
      expect(failed.status).toBe(503)
      expect(failed.data.message).toBe("Payment could not be started, try again or choose another method")
      const cart = await api.get("/api/auth/cart", as(token))
      expect(cart.data.cart.length).toBe(1)
      expect(cart.data.totals.total).toBe(totals.total)
      expect((await start(token, orderBody(totals, { paymentMethod: "online" }))).status).toBe(200)
    })
  },
})
