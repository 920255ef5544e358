import { PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
import { FORGED_SIGNATURE_MESSAGE, GATEWAY_UNAVAILABLE_CODE, GATEWAY_UNAVAILABLE_MESSAGE, RazorpayPaymentProviderService } from "../service"
import { RAZORPAY_PUBLIC_API_URL, razorpayOptionsFromEnv, razorpaySettings } from "../settings"
import { signRazorpay } from "../signatures"
import type { RazorpayDouble } from "./razorpay-double"
import { webhookBody } from "./razorpay-fixtures"
import { KEY_SECRET, WEBHOOK_SECRET, makeProvider, startDouble } from "./provider-harness"

describe("Razorpay provider: proofs, webhooks and refusals", () => {
  let double: RazorpayDouble
  beforeAll(async () => {
    double = await startDouble()
  })
  afterAll(() => double.stop())
  beforeEach(() => {
    double.failures.length = 0
  })

  const sessionId = "payses_01JBEHAVIOUR000000000000000"

  async function paidSession(status: "captured" | "authorized" = "captured", amount = 999) {
    const made = makeProvider(double)
    const started = await made.provider.initiatePayment({ amount, currency_code: "inr", data: { session_id: sessionId } })
    const payment = double.pay(started.id, status)
    return { ...made, data: started.data!, orderId: started.id, payment }
  }

  /** A webhook as Razorpay sends it: the raw body, signed with the webhook secret. */
  function signedWebhook(body: unknown, secret = WEBHOOK_SECRET) {
    const raw = JSON.stringify(body)
    return { data: JSON.parse(raw), rawData: Buffer.from(raw), headers: { "x-razorpay-signature": signRazorpay(secret, raw) } }
  }

  describe("the checkout's signature", () => {
    it("a forged signature is refused before anything is read or recorded; the session stays unpaid", async () => {
      const { provider, data, payment } = await paidSession()
      const before = double.requests.length
      const forged = signRazorpay("not-the-key-secret", `${data.razorpay_order_id}|${payment.id}`)
      await expect(
        provider.authorizePayment({ data: { ...data, razorpay_payment_id: payment.id, razorpay_signature: forged } })
      ).rejects.toMatchObject({
        type: "invalid_data",
        message: FORGED_SIGNATURE_MESSAGE,
      })
      expect(double.requests.length).toBe(before)
    })

    it("a signature made for another order is refused (the order id is the stored one, not the browser's)", async () => {
      const { provider, data, payment } = await paidSession()
      const otherOrder = signRazorpay(KEY_SECRET, `order_SomeoneElses|${payment.id}`)
      await expect(
        provider.authorizePayment({
          data: {
            ...data,
            razorpay_order_id_from_browser: "order_SomeoneElses",
            razorpay_payment_id: payment.id,
            razorpay_signature: otherOrder,
          },
        })
      ).rejects.toThrow(FORGED_SIGNATURE_MESSAGE)
      await expect(
        provider.authorizePayment({ data: { ...data, razorpay_payment_id: payment.id, razorpay_signature: "zz" } })
      ).rejects.toThrow(FORGED_SIGNATURE_MESSAGE)
    })

    it("a paid order of another session cannot be passed off as this session's (Medusa's session id is the key)", async () => {
      const cheap = await paidSession("captured", 1)
      const { provider } = makeProvider(double)
      const dearSessionId = "payses_01JDEARSESSION0000000000000"
      const dear = await provider.initiatePayment({ amount: 9999, currency_code: "inr", data: { session_id: dearSessionId } })
      const swapped = {
        ...dear.data,
        razorpay_order_id: cheap.orderId,
        razorpay_payment_id: cheap.payment.id,
        razorpay_signature: signRazorpay(KEY_SECRET, `${cheap.orderId}|${cheap.payment.id}`),
      }
      await expect(provider.authorizePayment({ data: swapped, context: { idempotency_key: dearSessionId } })).rejects.toThrow(
        FORGED_SIGNATURE_MESSAGE
      )
      // Its own session's key is accepted.
      const own = { ...cheap.data, razorpay_payment_id: cheap.payment.id, razorpay_signature: swapped.razorpay_signature }
      expect((await provider.authorizePayment({ data: own, context: { idempotency_key: sessionId } })).status).toBe(
        PaymentSessionStatus.CAPTURED
      )
    })

    it("a payment still authorised at Razorpay authorises the session; capture then captures it", async () => {
      const { provider, data, orderId, payment } = await paidSession("authorized", 300)
      const signature = signRazorpay(KEY_SECRET, `${orderId}|${payment.id}`)
      const authorised = await provider.authorizePayment({
        data: { ...data, razorpay_payment_id: payment.id, razorpay_signature: signature },
      })
      expect(authorised.status).toBe(PaymentSessionStatus.AUTHORIZED)
      await provider.capturePayment({ data: authorised.data })
      expect((await provider.getPaymentStatus({ data: authorised.data })).status).toBe(PaymentSessionStatus.CAPTURED)
    })

    it("a payment at Razorpay whose amount or currency differs from what the session asked is authorised only, flagged, and never captured", async () => {
      for (const change of [{ amount: 100 }, { currency: "USD" }]) {
        const { provider, data, orderId, payment, logs } = await paidSession("captured", 500)
        Object.assign(double.payments.get(payment.id)!, change)
        const signature = signRazorpay(KEY_SECRET, `${orderId}|${payment.id}`)
        const result = await provider.authorizePayment({
          data: { ...data, razorpay_payment_id: payment.id, razorpay_signature: signature },
        })
        expect(result.status).toBe(PaymentSessionStatus.AUTHORIZED)
        expect(result.data).toMatchObject({ flagged: expect.stringContaining("the order asked ₹500.00 INR") })
        expect(result.data!.captured_amount).toBeUndefined()
        expect(logs.some((l) => l.level === "error" && l.message.includes("FLAGGED"))).toBe(true)
        const captures = double.requests.filter((r) => r.path.endsWith("/capture")).length
        await expect(provider.capturePayment({ data: result.data })).rejects.toThrow(/flagged/)
        expect(double.requests.filter((r) => r.path.endsWith("/capture")).length).toBe(captures)
      }
      // A caller cannot set the flag (nor clear it) through the session's data.
      const { provider } = makeProvider(double)
      const started = await provider.initiatePayment({ amount: 120, currency_code: "inr", data: { session_id: sessionId, flagged: "x" } })
      expect(started.data!.flagged).toBeUndefined()
    })

    it("without a checkout answer and no payment at Razorpay, the session stays pending", async () => {
      const { provider } = makeProvider(double)
      const started = await provider.initiatePayment({ amount: 120, currency_code: "inr", data: { session_id: sessionId } })
      const result = await provider.authorizePayment({ data: started.data })
      expect(result.status).toBe(PaymentSessionStatus.PENDING)
    })
  })

  describe("webhooks", () => {
    it("order.paid → captured for the session in the order's notes, with the amount in rupees", async () => {
      const { provider, orderId, payment } = await paidSession("captured", 1499)
      const before = double.requests.length
      const result = await provider.getWebhookActionAndData(
        signedWebhook(webhookBody("order.paid", { payment, order: { ...double.orders.get(orderId)! } }))
      )
      expect(result).toEqual({ action: PaymentActions.SUCCESSFUL, data: { session_id: sessionId, amount: 1499 } })
      expect(double.requests.length).toBe(before) // everything needed was in the signed body
    })

    it("payment.failed → failed", async () => {
      const { provider, payment } = await paidSession("captured", 500)
      const failed = { ...payment, status: "failed", captured: false, notes: { session_id: sessionId } }
      const result = await provider.getWebhookActionAndData(signedWebhook(webhookBody("payment.failed", { payment: failed })))
      expect(result).toEqual({ action: PaymentActions.FAILED, data: { session_id: sessionId, amount: 500 } })
    })

    it("refund.processed → the refund id is logged; Medusa's refund was recorded when it was asked for", async () => {
      const { provider, logs, payment } = await paidSession()
      const refund = {
        id: "rfnd_FS8TWyPrCsa0OB",
        entity: "refund",
        amount: 50000,
        currency: "INR",
        payment_id: payment.id,
        status: "processed",
      }
      const result = await provider.getWebhookActionAndData(signedWebhook(webhookBody("refund.processed", { refund, payment })))
      expect(result).toEqual({ action: PaymentActions.NOT_SUPPORTED })
      expect(logs).toContainEqual({
        level: "info",
        message: expect.stringContaining(`refund rfnd_FS8TWyPrCsa0OB of ₹500.00 on ${payment.id} processed`),
      })
    })

    it("a bad signature changes nothing and is logged; so is a body changed after signing, and a missing secret", async () => {
      const { provider, logs, payment } = await paidSession()
      const before = double.requests.length
      const body = webhookBody("payment.captured", { payment: { ...payment, notes: { session_id: sessionId } } })
      expect(await provider.getWebhookActionAndData(signedWebhook(body, "a-guessed-secret"))).toEqual({
        action: PaymentActions.NOT_SUPPORTED,
      })
      const tampered = signedWebhook(body)
      tampered.rawData = Buffer.from(JSON.stringify({ ...body, event: "payment.captured", tampered: true }))
      expect(await provider.getWebhookActionAndData(tampered)).toEqual({ action: PaymentActions.NOT_SUPPORTED })
      expect(await provider.getWebhookActionAndData({ ...signedWebhook(body), headers: {} })).toEqual({
        action: PaymentActions.NOT_SUPPORTED,
      })
      expect(logs.filter((l) => l.level === "warn" && l.message.includes("X-Razorpay-Signature does not match"))).toHaveLength(3)

      const { provider: noSecret, logs: noSecretLogs } = makeProvider(double, { webhook_secret: "" })
      expect(await noSecret.getWebhookActionAndData(signedWebhook(body))).toEqual({ action: PaymentActions.NOT_SUPPORTED })
      expect(noSecretLogs).toContainEqual({ level: "warn", message: expect.stringContaining("RAZORPAY_WEBHOOK_SECRET is not set") })
      expect(double.requests.length).toBe(before)
    })

    it("a captured webhook whose amount or currency differs from the shop's Razorpay order is flagged and never captures", async () => {
      const { provider, logs, orderId, payment } = await paidSession("captured", 1499)
      const order = { ...double.orders.get(orderId)! }
      const cheaper = { ...payment, amount: payment.amount - 100 }
      expect(await provider.getWebhookActionAndData(signedWebhook(webhookBody("order.paid", { payment: cheaper, order })))).toEqual({
        action: PaymentActions.NOT_SUPPORTED,
      })
      // Only the payment in the body: the order is read from Razorpay and compared.
      const dollars = { ...payment, currency: "USD" }
      expect(await provider.getWebhookActionAndData(signedWebhook(webhookBody("payment.captured", { payment: dollars })))).toEqual({
        action: PaymentActions.NOT_SUPPORTED,
      })
      const flagged = logs.filter((l) => l.level === "error" && l.message.includes("FLAGGED for the operator"))
      expect(flagged).toHaveLength(2)
      expect(flagged[0].message).toContain("₹1,498.00 INR")
    })

    it("reads the raw body as it arrives through the Redis event bus (a serialised Buffer)", async () => {
      const { provider, payment } = await paidSession("captured", 200)
      const webhook = signedWebhook(webhookBody("payment.captured", { payment: { ...payment, notes: { session_id: sessionId } } }))
      const throughRedis = JSON.parse(JSON.stringify(webhook.rawData))
      const result = await provider.getWebhookActionAndData({ ...webhook, rawData: throughRedis })
      expect(result).toEqual({ action: PaymentActions.SUCCESSFUL, data: { session_id: sessionId, amount: 200 } })
    })
  })

  describe("refunds", () => {
    it("a refund above what was captured, less what was refunded, is refused without calling the refund", async () => {
      const { provider, data, payment } = await paidSession("captured", 1000)
      const paid = { ...data, razorpay_payment_id: payment.id }
      const first = await provider.refundPayment({ amount: 600, data: paid })
      const refundsBefore = double.requests.filter((r) => r.path.endsWith("/refund")).length
      await expect(provider.refundPayment({ amount: 400.01, data: first.data })).rejects.toMatchObject({
        type: "invalid_data",
        message: "A refund of ₹400.01 is more than the ₹400.00 captured and not yet refunded on this payment.",
      })
      expect(double.requests.filter((r) => r.path.endsWith("/refund")).length).toBe(refundsBefore)
      const second = await provider.refundPayment({ amount: 400, data: first.data })
      expect((second.data as { refunds: unknown[] }).refunds).toHaveLength(2)
    })

    it("checks what is left on the payment's recorded capture first, without calling Razorpay", async () => {
      const { provider, data, orderId, payment } = await paidSession("captured", 500)
      const signature = signRazorpay(KEY_SECRET, `${orderId}|${payment.id}`)
      const captured = await provider.authorizePayment({
        data: { ...data, razorpay_payment_id: payment.id, razorpay_signature: signature },
      })
      const refunded = await provider.refundPayment({ amount: 200, data: captured.data })
      const before = double.requests.length
      await expect(provider.refundPayment({ amount: 300.5, data: refunded.data })).rejects.toThrow(
        "₹300.50 is more than the ₹300.00 captured"
      )
      expect(double.requests.length).toBe(before)
    })

    it("a retried refund (same Medusa refund id) is refunded once at Razorpay and recorded once", async () => {
      const { provider, data, orderId, payment } = await paidSession("captured", 800)
      // As Medusa holds it: the data authorizePayment / capturePayment returned (with the captured amount).
      const signature = signRazorpay(KEY_SECRET, `${orderId}|${payment.id}`)
      const paid = (await provider.authorizePayment({ data: { ...data, razorpay_payment_id: payment.id, razorpay_signature: signature } }))
        .data!
      const context = { idempotency_key: "ref_01JRETRIEDREFUND0000000000" }
      const first = await provider.refundPayment({ amount: 800, data: paid, context })
      // The answer was lost (a crash before Medusa saved it): the job retries with the data it had.
      const retried = await provider.refundPayment({ amount: 800, data: paid, context })
      expect(retried.data).toEqual({ ...first.data, refunds: [{ ...(first.data!.refunds as object[])[0], at: expect.any(String) }] })
      expect(double.payments.get(payment.id)!.amount_refunded).toBe(80000)
    })

    it("a refund Razorpay refuses because of refunds made elsewhere (its Dashboard) is refused in rupees", async () => {
      const { provider, data, orderId, payment } = await paidSession("captured", 100)
      const signature = signRazorpay(KEY_SECRET, `${orderId}|${payment.id}`)
      const captured = await provider.authorizePayment({
        data: { ...data, razorpay_payment_id: payment.id, razorpay_signature: signature },
      })
      double.payments.get(payment.id)!.amount_refunded = 6000 // ₹60 refunded from Razorpay's Dashboard
      await expect(provider.refundPayment({ amount: 50, data: captured.data })).rejects.toMatchObject({
        type: "invalid_data",
        message: "A refund of ₹50.00 is more than the ₹40.00 captured and not yet refunded on this payment.",
      })
    })

    it("a payment that was never captured cannot be refunded", async () => {
      const { provider, data, payment } = await paidSession("authorized", 100)
      await expect(provider.refundPayment({ amount: 50, data: { ...data, razorpay_payment_id: payment.id } })).rejects.toThrow(
        "₹0.00 captured"
      )
    })
  })

  describe("a gateway that fails at initiation", () => {
    it.each([[503], [500]])("Razorpay answering %i: the shopper is told to try again or choose another method", async (status) => {
      const { provider, logs } = makeProvider(double)
      double.failures.push(status)
      await expect(provider.initiatePayment({ amount: 999, currency_code: "inr", data: { session_id: sessionId } })).rejects.toMatchObject({
        message: GATEWAY_UNAVAILABLE_MESSAGE,
        code: GATEWAY_UNAVAILABLE_CODE,
      })
      expect(logs).toContainEqual({ level: "warn", message: expect.stringContaining(`not created: ${status}`) })
    })

    it("Razorpay not answering within the timeout: the same message, without waiting longer", async () => {
      const { provider, logs } = makeProvider(double, { timeout_ms: 300 })
      double.failures.push("hang")
      const started = Date.now()
      await expect(provider.initiatePayment({ amount: 999, currency_code: "inr", data: { session_id: sessionId } })).rejects.toThrow(
        GATEWAY_UNAVAILABLE_MESSAGE
      )
      expect(Date.now() - started).toBeLessThan(3000)
      expect(logs).toContainEqual({ level: "warn", message: expect.stringContaining("no answer from Razorpay") })
    })

    it("Razorpay unreachable (nothing listening): the same message", async () => {
      const { provider } = makeProvider(double, { api_url: "http://127.0.0.1:9" })
      await expect(provider.initiatePayment({ amount: 999, currency_code: "inr", data: {} })).rejects.toThrow(GATEWAY_UNAVAILABLE_MESSAGE)
    })
  })

  describe("registration and settings", () => {
    it("is pp_razorpay_<id>, refuses to start without keys, and defaults to Razorpay's public API", () => {
      expect(RazorpayPaymentProviderService.identifier).toBe("razorpay")
      expect(() => RazorpayPaymentProviderService.validateOptions({})).toThrow("key_id and key_secret")
      expect(razorpaySettings({ key_id: "k", key_secret: "s" })).toMatchObject({ apiUrl: RAZORPAY_PUBLIC_API_URL, webhookSecret: null })
      expect(razorpayOptionsFromEnv({})).toBeNull()
      expect(razorpayOptionsFromEnv({ RAZORPAY_KEY_ID: "k" })).toBeNull()
      expect(
        razorpayOptionsFromEnv({ RAZORPAY_KEY_ID: "k", RAZORPAY_KEY_SECRET: "s", RAZORPAY_API_URL: "http://127.0.0.1:1234" })
      ).toMatchObject({
        key_id: "k",
        key_secret: "s",
        api_url: "http://127.0.0.1:1234",
      })
    })

    it("a receipt longer than Razorpay's 40 characters is cut, and caller data cannot pose as Razorpay's answer", async () => {
      const { provider } = makeProvider(double)
      const started = await provider.initiatePayment({
        amount: 100,
        currency_code: "inr",
        data: {
          reference: "R".repeat(60),
          razorpay_payment_id: "pay_Forged",
          razorpay_status: "captured",
          captured_at: "2026-01-01",
          canceled_at: "x",
        },
      })
      expect(double.last("POST", "/v1/orders")!.body).toMatchObject({ receipt: "R".repeat(40) })
      expect(started.data).not.toHaveProperty("razorpay_payment_id")
      expect(started.data).not.toHaveProperty("razorpay_status")
      expect(started.data).not.toHaveProperty("captured_at")
      expect(started.data).not.toHaveProperty("canceled_at")
      expect(started.data).toMatchObject({ reference: "R".repeat(60) })
    })
  })
})
