import { createHmac } from "crypto"
import FormData from "form-data"
import { Modules } from "@medusajs/framework/utils"
import { ADMIN, addToCart, as, cartTotals, login, newCustomer, noThrow, orderBody, seed } from "../helpers/checkout"
import { integrationTestRunner } from "../helpers/runner"
import type { SeedResult } from "../../src/scripts/seed"
import { RazorpayDouble } from "../../src/modules/providers/payment-razorpay/__tests__/razorpay-double"
import { REFUND_EXAMPLE, webhookBody } from "../../src/modules/providers/payment-razorpay/__tests__/razorpay-fixtures"
import { eventually, medusaAdminSdk } from "../helpers/medusa-admin-sdk"
import { readOrderReturnFacts } from "../../src/lib/returns/order-return-facts"
import { INVOICE_MODULE } from "../../src/modules/invoice"
import type InvoiceModuleService from "../../src/modules/invoice/service"
import { returnUndeliveredOrderWorkflow } from "../../src/workflows/cod/return-undelivered-cod-order"

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
const WEBHOOK_SECRET = "thisisthewebhooksecretofthetests"
process.env.RAZORPAY_WEBHOOK_SECRET = WEBHOOK_SECRET
process.env.RAZORPAY_API_URL = `http://127.0.0.1:${port}`
// Medusa handles a webhook this long after answering it (5 s by default).
process.env.PAYMENT_WEBHOOK_DELAY_MS = "300"

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
    /** A shopper's cart paid online: started, paid at the double, confirmed with Checkout's signed answer (201). */
    async function paidOnlineOrder(email: string) {
      const { token, totals } = await shopperWithCart(email)
      const started = await start(token, orderBody(totals, { paymentMethod: "online" }))
      const payment = double.pay(started.data.orderId)
      const paid = await confirm(token, {
        razorpay_order_id: started.data.orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: sign(started.data.orderId, payment.id),
      })
      expect(paid.status).toBe(201)
      return { token, totals, payment, paid, orderId: paid.data.order.id as string }
    }
    const orderCount = async () =>
      (
        await getContainer()
          .resolve(Modules.ORDER)
          .listOrders({}, { select: ["id"] })
      ).length

    it("offers Pay online in /api/config with the public key id only", async () => {
      const { data } = await api.get("/api/config")
      expect(data.onlinePayment).toEqual({ provider: "razorpay", keyId: KEY_ID })
      expect(JSON.stringify(data)).not.toContain(KEY_SECRET)
    })

    it('starts a payment: a Razorpay order for the cart\'s total in paise, the cart still a cart; POST /api/auth/orders refuses "online"', async () => {
      const { token, totals } = await shopperWithCart("online-start@example.com")
      const refused = await api.post("/api/auth/orders", orderBody(totals, { paymentMethod: "online" }), { ...as(token), ...noThrow })
      expect(refused.status).toBe(400)

      const started = await start(token, orderBody(totals, { paymentMethod: "online" }))
      expect(started.status).toBe(200)
      expect(started.data).toMatchObject({
        success: true,
        provider: "razorpay",
        keyId: KEY_ID,
        amount: Math.round(totals.total * 100),
        currency: "INR",
      })
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

      const answer = {
        razorpay_order_id: started.data.orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: sign(started.data.orderId, payment.id),
      }
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

    /**
     * Razorpay's webhook as it sends it (https://razorpay.com/docs/webhooks/validate-test/): the raw JSON
     * body, X-Razorpay-Signature = HMAC-SHA256 hex of that body with the webhook secret.
     */
    async function sendWebhook(body: unknown, secret = WEBHOOK_SECRET) {
      const raw = JSON.stringify(body)
      const signature = createHmac("sha256", secret).update(raw).digest("hex")
      return api.post("/hooks/payment/razorpay_sugandh", raw, {
        headers: { "content-type": "application/json", "x-razorpay-signature": signature },
        ...noThrow,
      })
    }
    const customerOrders = async (token: string) =>
      (await api.get("/api/auth/orders", as(token))).data.orders as { id: string; paymentStatus: string; paymentMethod: string }[]
    /** The order once Medusa's webhook workflow has finished it (the order exists a moment before its payment is recorded). */
    async function waitForOrders(token: string, count: number) {
      for (let i = 0; i < 50; i++) {
        const orders = await customerOrders(token)
        if (orders.length >= count && orders.every((o) => o.paymentStatus === "paid")) return orders
        await new Promise((r) => setTimeout(r, 200))
      }
      return customerOrders(token)
    }
    /** Past Medusa's webhook delay (300 ms here) and its handling. */
    const settle = () => new Promise((r) => setTimeout(r, 2500))

    it("a signed payment.captured for a started checkout the browser never confirmed makes the paid order; a replay changes nothing", async () => {
      const { token } = await shopperWithCart("online-webhook@example.com")
      const { totals } = { totals: await cartTotals(api, token) }
      const started = await start(token, orderBody(totals, { paymentMethod: "online" }))
      const payment = double.pay(started.data.orderId)
      const body = webhookBody("payment.captured", { payment: { ...payment } })

      const forged = await sendWebhook(body, "not-the-webhook-secret")
      expect(forged.status).toBeLessThan(300)
      await settle()
      expect(await customerOrders(token)).toHaveLength(0)

      expect((await sendWebhook(body)).status).toBeLessThan(300)
      const orders = await waitForOrders(token, 1)
      expect(orders).toHaveLength(1)
      expect(orders[0]).toMatchObject({ paymentMethod: "online", paymentStatus: "paid" })

      expect((await sendWebhook(body)).status).toBeLessThan(300)
      await settle()
      expect(await customerOrders(token)).toHaveLength(1)
      // The browser's late confirmation answers the same order.
      const late = await confirm(token, {
        razorpay_order_id: started.data.orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: sign(started.data.orderId, payment.id),
      })
      expect(late.status).toBe(200)
      expect(late.data.order.id).toBe(orders[0].id)
    })

    it("a webhook whose amount or currency differs from the Razorpay order never captures (no order)", async () => {
      const { token, totals } = await shopperWithCart("online-mismatch@example.com")
      const started = await start(token, orderBody(totals, { paymentMethod: "online" }))
      const payment = double.pay(started.data.orderId)
      const cheaper = { ...payment, amount: payment.amount - 100 }
      expect((await sendWebhook(webhookBody("payment.captured", { payment: cheaper }))).status).toBeLessThan(300)
      expect((await sendWebhook(webhookBody("payment.captured", { payment: { ...payment, currency: "USD" } }))).status).toBeLessThan(300)
      // Both were read (the Razorpay order asked for), and neither made an order.
      for (let i = 0; i < 50 && double.requests.filter((r) => r.path === `/v1/orders/${started.data.orderId}`).length < 2; i++) {
        await new Promise((r) => setTimeout(r, 100))
      }
      expect(double.requests.filter((r) => r.path === `/v1/orders/${started.data.orderId}`).length).toBeGreaterThanOrEqual(2)
      await settle()
      expect(await customerOrders(token)).toHaveLength(0)
    })

    it("a payment whose amount at Razorpay differs from the order's makes the order authorised only, flagged for the operator, never captured", async () => {
      const admin = await login(api, ADMIN)
      const { token, totals } = await shopperWithCart("online-flagged@example.com")
      const started = await start(token, orderBody(totals, { paymentMethod: "online" }))
      const payment = double.pay(started.data.orderId)
      double.payments.get(payment.id)!.amount = 100
      const paid = await confirm(token, {
        razorpay_order_id: started.data.orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: sign(started.data.orderId, payment.id),
      })
      expect(paid.status).toBe(201)
      expect(paid.data.order.paymentStatus).not.toBe("paid")
      const order = (await api.get(`/api/admin/orders/${paid.data.order.id}`, as(admin))).data.order
      expect(order.gatewayPayments).toEqual([
        expect.objectContaining({ gatewayPaymentId: payment.id, capturedAmount: 0, flagged: expect.stringContaining("paid ₹1.00 INR") }),
      ])
      expect(double.requests.filter((r) => r.path === `/v1/payments/${payment.id}/capture`)).toHaveLength(0)
    })

    it("cancelling a paid online order refunds it through Razorpay once (a second cancel refunds nothing) with a credit note", async () => {
      const admin = await login(api, ADMIN)
      const { token, totals, payment, orderId } = await paidOnlineOrder("online-cancel@example.com")
      const setStatus = () => api.put(`/api/admin/orders/${orderId}/status`, { status: "cancelled" }, { ...as(admin), ...noThrow })

      expect((await setStatus()).status).toBe(200)
      // A second click: the order is already cancelled (answered as such), nothing is refunded again.
      expect([200, 409]).toContain((await setStatus()).status)
      const refunds = double.requests.filter((r) => r.method === "POST" && r.path === `/v1/payments/${payment.id}/refund`)
      expect(refunds).toHaveLength(1)
      expect(refunds[0].body).toMatchObject({ amount: Math.round(totals.total * 100) })
      expect(refunds[0].headers["x-refund-idempotency"]).toBeTruthy()
      const order = (await api.get(`/api/admin/orders/${orderId}`, as(admin))).data.order
      expect(order).toMatchObject({ orderStatus: "cancelled", amountRefunded: totals.total })
      expect((await api.get(`/api/auth/orders/${orderId}/credit-note`, { ...as(token), ...noThrow })).status).toBe(200)
    })

    it("the order's payment details show the gateway refund pending; a signed refund.processed settles it once (forged and replayed change nothing), a Dashboard refund is added", async () => {
      const admin = await login(api, ADMIN)
      const { totals, payment, orderId } = await paidOnlineOrder("online-refund-settled@example.com")
      double.refundStatus = "pending"
      try {
        expect((await api.put(`/api/admin/orders/${orderId}/status`, { status: "cancelled" }, as(admin))).status).toBe(200)
      } finally {
        double.refundStatus = "processed"
      }
      const details = async () => (await api.get(`/api/admin/orders/${orderId}`, as(admin))).data.order.gatewayPayments
      const [before] = await details()
      expect(before).toMatchObject({ gatewayPaymentId: payment.id, capturedAmount: totals.total })
      expect(before.refunds).toEqual([expect.objectContaining({ amount: totals.total, state: "pending", processedAt: null })])

      const refundId = before.refunds[0].id as string
      const refundBody = (id: string, createdAt: number, amount = Math.round(totals.total * 100)) =>
        webhookBody("refund.processed", {
          refund: { ...REFUND_EXAMPLE, id, payment_id: payment.id, amount, currency: "INR", status: "processed", created_at: createdAt },
        })
      /** The refunds once `done` holds: Medusa handles a webhook after answering it, later still on a busy machine. */
      const refundsWhen = (done: (refunds: { id: string; state: string }[]) => boolean) =>
        eventually(async () => (await details())[0].refunds as { id: string; state: string; processedAt: string | null }[], done)

      // A forged one (another time) first, then the signed one: what is settled carries the signed one's time.
      expect((await sendWebhook(refundBody(refundId, 1764200000), "not-the-webhook-secret")).status).toBeLessThan(300)
      expect((await sendWebhook(refundBody(refundId, 1764300000))).status).toBeLessThan(300)
      const settled = await refundsWhen((refunds) => refunds[0]?.state === "processed")
      expect(settled).toEqual([
        expect.objectContaining({ id: refundId, state: "processed", processedAt: new Date(1764300000 * 1000).toISOString() }),
      ])

      // A replay (a later time) changes nothing; a refund made in Razorpay's Dashboard, sent after it, is added.
      expect((await sendWebhook(refundBody(refundId, 1764400000))).status).toBeLessThan(300)
      expect((await sendWebhook(refundBody("rfnd_Dashboard00001", 1764500000, 5000))).status).toBeLessThan(300)
      const after = await refundsWhen((refunds) => refunds.length === 2)
      expect(after).toEqual([
        settled[0],
        expect.objectContaining({ id: "rfnd_Dashboard00001", amount: 50, state: "processed", medusaRefundId: null }),
      ])
    })

    it("a payment proven after GATEWAY_PAYMENT_MINUTES still makes the order, which is cancelled and refunded once; the shopper is told", async () => {
      const { token, totals } = await shopperWithCart("online-late@example.com")
      const started = await start(token, orderBody(totals, { paymentMethod: "online" }))
      const payment = double.pay(started.data.orderId)
      // A window of 0.6 s, read when the payment is proven; the payment comes after it.
      process.env.GATEWAY_PAYMENT_MINUTES = "0.01"
      try {
        await new Promise((r) => setTimeout(r, 1200))
        const late = await confirm(token, {
          razorpay_order_id: started.data.orderId,
          razorpay_payment_id: payment.id,
          razorpay_signature: sign(started.data.orderId, payment.id),
        })
        expect(late.status).toBe(201)
        expect(late.data.message).toContain("after the 0.01-minute payment window")
        const orderId = late.data.order.id as string
        const admin = await login(api, ADMIN)
        let order: { orderStatus: string; cancelReason: string | null; amountRefunded: number } | undefined
        for (let i = 0; i < 50; i++) {
          order = (await api.get(`/api/admin/orders/${orderId}`, as(admin))).data.order
          if (order?.orderStatus === "cancelled") break
          await new Promise((r) => setTimeout(r, 200))
        }
        expect(order).toMatchObject({ orderStatus: "cancelled", amountRefunded: totals.total })
        expect(order!.cancelReason).toContain("after the 0.01-minute payment window")
        await settle()
        expect(double.requests.filter((r) => r.method === "POST" && r.path === `/v1/payments/${payment.id}/refund`)).toHaveLength(1)
      } finally {
        delete process.env.GATEWAY_PAYMENT_MINUTES
      }
    })

    it("Razorpay's settlement report: preview lists captured-not-settled, settled-but-unknown and fee and GST per day; confirm records once", async () => {
      const admin = await login(api, ADMIN)
      const { totals, payment } = await paidOnlineOrder("online-settlement@example.com")
      // Columns of https://razorpay.com/docs/api/settlements/fetch-recon, amounts in rupees as the Dashboard exports.
      const header = "entity_id,type,debit,credit,amount,currency,fee,tax,on_hold,settled,created_at,settled_at,settlement_id,payment_id"
      const report = [
        header,
        `${payment.id},payment,0,0,${totals.total.toFixed(2)},INR,10.00,1.80,0,1,,22/11/2026 09:30:00,setl_IT0001,`,
        "pay_UnknownToShop1,payment,0,0,99.00,INR,2.00,0.36,0,1,,22/11/2026 09:30:00,setl_IT0001,",
      ].join("\n")
      const upload = (content: string) => {
        const form = new FormData()
        form.append("report", Buffer.from(content), { filename: "settlements.csv", contentType: "text/csv" })
        return api.post("/api/admin/payments/gateway-settlements", form, {
          headers: { ...as(admin).headers, ...form.getHeaders() },
          ...noThrow,
        })
      }
      const bad = await upload("Date,Narration,Credit\n01/11/2026,x,10")
      expect(bad.status).toBe(400)

      const preview = await upload(report)
      expect(preview.status).toBe(200)
      expect(preview.data.matched).toEqual([
        expect.objectContaining({ gatewayPaymentId: payment.id, settlementId: "setl_IT0001", amount: totals.total, amountDiffers: false }),
      ])
      expect(preview.data.settledUnknown).toEqual([expect.objectContaining({ gatewayPaymentId: "pay_UnknownToShop1", amount: 99 })])
      expect(preview.data.capturedNotSettled.map((p: { gatewayPaymentId: string }) => p.gatewayPaymentId)).not.toContain(payment.id)
      expect(preview.data.days).toEqual([
        { date: "2026-11-22", fee: 12, gst: 2.16, settled: Math.round((totals.total + 99) * 100) / 100, rows: 2 },
      ])

      const confirmBody = {
        matches: preview.data.matched.map((m: Record<string, string>) => ({
          gatewayPaymentId: m.gatewayPaymentId,
          settlementId: m.settlementId,
          settledAt: m.settledAt,
        })),
      }
      const confirmSettlements = () =>
        api.post("/api/admin/payments/gateway-settlements/confirm", confirmBody, { ...as(admin), ...noThrow })
      expect((await confirmSettlements()).data).toMatchObject({ recorded: 1 })
      expect((await confirmSettlements()).data).toMatchObject({ recorded: 0 })
      expect((await upload(report)).data.matched).toEqual([])
      const refused = await api.post(
        "/api/admin/payments/gateway-settlements/confirm",
        { matches: [{ gatewayPaymentId: "x" }] },
        { ...as(admin), ...noThrow }
      )
      expect(refused.status).toBe(400)
    })

    describe("refunds to source (D2): each through the Razorpay provider, once", () => {
      const refundsAtRazorpay = (paymentId: string) =>
        double.requests.filter((r) => r.method === "POST" && r.path === `/v1/payments/${paymentId}/refund`)
      const creditNotes = (orderId: string) =>
        getContainer().resolve<InvoiceModuleService>(INVOICE_MODULE).listTaxDocuments({ order_id: orderId, kind: "credit_note" })
      /** Medusa's payment behind the order (its id for the Admin API, its refunds). */
      async function medusaPayment(orderId: string) {
        const { data } = await getContainer()
          .resolve("query")
          .graph({ entity: "order", fields: ["payment_collections.payments.id"], filters: { id: orderId } })
        const id = data[0].payment_collections[0].payments[0].id as string
        return { id, refunds: () => getContainer().resolve(Modules.PAYMENT).listRefunds({ payment_id: id }) }
      }
      /** Paid online and shipped through the operator's tracking route (Medusa's fulfilment and shipment). */
      async function shippedOnlineOrder(email: string) {
        const admin = await login(api, ADMIN)
        const paid = await paidOnlineOrder(email)
        const shipped = await api.put(
          `/api/admin/orders/${paid.orderId}/tracking`,
          { trackingNumber: `TRK-O-${paid.orderId.slice(-6)}` },
          as(admin)
        )
        expect(shipped.status).toBe(200)
        return { ...paid, admin }
      }

      it("the RTO of a prepaid parcel refunds the captured amount through Razorpay once (a replayed scan refunds nothing), with the credit note", async () => {
        const { totals, payment, orderId, admin } = await shippedOnlineOrder("online-rto@example.com")
        await returnUndeliveredOrderWorkflow(getContainer()).run({ input: { order_id: orderId } })
        // A replayed RTO (the scan again) refunds nothing more, whatever else it answers.
        await returnUndeliveredOrderWorkflow(getContainer()).run({ input: { order_id: orderId }, throwOnError: false })
        const refunds = refundsAtRazorpay(payment.id)
        expect(refunds).toHaveLength(1)
        expect(refunds[0].body).toMatchObject({ amount: Math.round(totals.total * 100) })
        expect(refunds[0].headers["x-refund-idempotency"]).toMatch(/^ref_/)
        const order = (await api.get(`/api/admin/orders/${orderId}`, as(admin))).data.order
        expect(order).toMatchObject({ orderStatus: "cancelled", amountRefunded: totals.total })
        expect(order.gatewayPayments[0].refunds).toEqual([expect.objectContaining({ amount: totals.total })])
        const { refunds: medusaRefunds } = await medusaPayment(orderId)
        expect((await medusaRefunds()).map((r) => r.note)).toEqual([expect.stringMatching(/^rto:/)])
        expect(
          (
            await eventually(
              () => creditNotes(orderId),
              (found) => found.length > 0
            )
          ).length
        ).toBeGreaterThan(0)
      })

      it("an approved and received return refunds its amount through Razorpay once (a second click is 409), no refund due", async () => {
        const { token, payment, orderId, admin } = await shippedOnlineOrder("online-return@example.com")
        expect((await api.put(`/api/admin/orders/${orderId}/status`, { status: "delivered" }, as(admin))).status).toBe(200)
        const facts = await readOrderReturnFacts(getContainer(), orderId)
        const line = facts!.lines.find((l) => l.delivered === 2)!.line
        const { data: reasons } = await api.get("/api/auth/orders/" + orderId + "/returns/options", as(token))
        expect(reasons.needsPayee).toBe(false)
        const reasonId = (reasons.reasons as { id: string; value: string }[]).find((r) => r.value === "missing-item")!.id
        const asked = await api.post(`/api/auth/orders/${orderId}/returns`, { items: [{ line, quantity: 1 }], reasonId }, as(token))
        expect(asked.status).toBe(201)
        const id = asked.data.return.id as string
        const op = (action: string, body: Record<string, unknown> = {}) => api.post(`/api/admin/returns/${id}/${action}`, body, as(admin))
        expect((await op("approve")).status).toBe(200)
        expect((await op("receive", { items: [{ line, accepted: 1, damaged: 0 }] })).status).toBe(200)
        const refunded = await op("refund")
        expect(refunded.status).toBe(200)
        expect((await op("refund")).status).toBe(409)
        const refunds = refundsAtRazorpay(payment.id)
        expect(refunds).toHaveLength(1)
        expect(refunds[0].body).toMatchObject({ amount: Math.round(refunded.data.return.refundAmount * 100) })
        const { refunds: medusaRefunds } = await medusaPayment(orderId)
        expect((await medusaRefunds()).map((r) => r.note)).toEqual([`return:${id}`])
        const dues = (await api.get("/api/admin/refunds-due", as(admin))).data.refunds as { source_key: string }[]
        expect(dues.filter((d) => d.source_key === `return:${id}`)).toEqual([])
      })

      it("Medusa admin's Refund on the payment (js-sdk, POST /admin/payments/{id}/refund) goes through the same provider; above what is left it is refused", async () => {
        const { totals, payment, orderId } = await paidOnlineOrder("online-admin-refund@example.com")
        const sdk = await medusaAdminSdk(api)
        const medusa = await medusaPayment(orderId)
        await sdk.admin.payment.refund(medusa.id, { amount: 100, note: "Goodwill" })
        const refunds = refundsAtRazorpay(payment.id)
        expect(refunds).toHaveLength(1)
        expect(refunds[0].body).toMatchObject({ amount: 10000 })
        expect((await medusa.refunds()).map((r) => Number(r.amount))).toEqual([100])
        await expect(sdk.admin.payment.refund(medusa.id, { amount: totals.total })).rejects.toThrow()
        expect(refundsAtRazorpay(payment.id)).toHaveLength(1)
      })
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
