import { PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
import { signRazorpay } from "../signatures"
import type { RazorpayDouble } from "./razorpay-double"
import { webhookBody } from "./razorpay-fixtures"
import { BASIC_AUTH, KEY_SECRET, WEBHOOK_SECRET, makeProvider, startDouble } from "./provider-harness"

/**
 * One contract test per Razorpay endpoint the provider calls: method, path,
 * Basic auth with key id and secret, the documented required body fields, and
 * the documented answer read back into the payment's data.
 */
describe("Razorpay provider against Razorpay's documented API", () => {
  let double: RazorpayDouble
  beforeAll(async () => {
    double = await startDouble()
  })
  afterAll(() => double.stop())

  const session = { session_id: "payses_01JCONTRACT0000000000000000", cart_id: "cart_01JCONTRACT" }

  async function initiated(amount = 1499.5) {
    const { provider } = makeProvider(double)
    const started = await provider.initiatePayment({ amount, currency_code: "inr", data: { ...session } })
    return { provider, data: started.data!, orderId: started.id }
  }

  it("POST /v1/orders: creates the order in paise with the receipt and the session in notes", async () => {
    const { data, orderId } = await initiated(1499.5)
    const request = double.last("POST", "/v1/orders")!
    expect(request.headers.authorization).toBe(BASIC_AUTH)
    expect(request.body).toEqual({
      amount: 149950,
      currency: "INR",
      receipt: session.session_id,
      notes: { session_id: session.session_id, cart_id: session.cart_id },
    })
    expect(orderId).toMatch(/^order_/)
    expect(data).toMatchObject({
      razorpay_order_id: orderId,
      amount_paise: 149950,
      currency: "INR",
      receipt: session.session_id,
      key_id: expect.any(String),
    })
  })

  it("GET /v1/payments/:id: a checkout answer with a good signature is read back from Razorpay (captured automatically)", async () => {
    const { provider, data, orderId } = await initiated(799)
    const payment = double.pay(orderId, "captured")
    const signature = signRazorpay(KEY_SECRET, `${orderId}|${payment.id}`)
    const result = await provider.authorizePayment({ data: { ...data, razorpay_payment_id: payment.id, razorpay_signature: signature } })
    const request = double.last("GET", "/v1/payments/")!
    expect(request.path).toBe(`/v1/payments/${payment.id}`)
    expect(request.headers.authorization).toBe(BASIC_AUTH)
    expect(result.status).toBe(PaymentSessionStatus.CAPTURED)
    expect(result.data).toMatchObject({ razorpay_payment_id: payment.id, razorpay_status: "captured", captured_amount: "799.00" })
  })

  it("GET /v1/orders/:id/payments: without a checkout answer the order's paid payment is found at Razorpay", async () => {
    const { provider, data, orderId } = await initiated(450)
    const payment = double.pay(orderId, "captured")
    const result = await provider.authorizePayment({ data })
    const request = double.last("GET", "/v1/orders/")!
    expect(request.path).toBe(`/v1/orders/${orderId}/payments`)
    expect(request.headers.authorization).toBe(BASIC_AUTH)
    expect(result.status).toBe(PaymentSessionStatus.CAPTURED)
    expect(result.data).toMatchObject({ razorpay_payment_id: payment.id })
  })

  it("GET /v1/orders/:id: a payment.captured webhook finds its session in the order's notes", async () => {
    const { provider, orderId } = await initiated(1200)
    const payment = double.pay(orderId, "captured")
    const raw = JSON.stringify(webhookBody("payment.captured", { payment: { ...payment } }))
    const result = await provider.getWebhookActionAndData({
      data: JSON.parse(raw),
      rawData: Buffer.from(raw),
      headers: { "x-razorpay-signature": signRazorpay(WEBHOOK_SECRET, raw) },
    })
    const request = double.last("GET", "/v1/orders/")!
    expect(request.path).toBe(`/v1/orders/${orderId}`)
    expect(request.headers.authorization).toBe(BASIC_AUTH)
    expect(result).toEqual({ action: PaymentActions.SUCCESSFUL, data: { session_id: session.session_id, amount: 1200 } })
  })

  it("POST /v1/payments/:id/capture: a payment still authorised is captured for its amount and currency", async () => {
    const { provider, data, orderId } = await initiated(650)
    const payment = double.pay(orderId, "authorized")
    const captured = await provider.capturePayment({ data: { ...data, razorpay_payment_id: payment.id } })
    const request = double.last("POST", "/v1/payments/")!
    expect(request.path).toBe(`/v1/payments/${payment.id}/capture`)
    expect(request.headers.authorization).toBe(BASIC_AUTH)
    expect(request.body).toEqual({ amount: 65000, currency: "INR" })
    expect(captured.data).toMatchObject({ razorpay_status: "captured", captured_amount: "650.00", captured_at: expect.any(String) })
  })

  it("POST /v1/payments/:id/refund: a partial refund in paise, its refund id recorded on the payment", async () => {
    const { provider, data, orderId } = await initiated(1000)
    const payment = double.pay(orderId, "captured")
    const refunded = await provider.refundPayment({
      amount: 250.25,
      data: { ...data, razorpay_payment_id: payment.id },
      context: { idempotency_key: "ref_01JCONTRACTREFUND000000000" },
    })
    const request = double.last("POST", "/v1/payments/")!
    expect(request.path).toBe(`/v1/payments/${payment.id}/refund`)
    expect(request.headers.authorization).toBe(BASIC_AUTH)
    expect(request.headers["x-refund-idempotency"]).toBe("ref_01JCONTRACTREFUND000000000")
    expect(request.body).toEqual({ amount: 25025, notes: { session_id: session.session_id } })
    const refunds = (refunded.data as { refunds: { id: string; amount: string; status: string }[] }).refunds
    expect(refunds).toEqual([
      {
        id: expect.stringMatching(/^rfnd_/),
        medusa_refund_id: "ref_01JCONTRACTREFUND000000000",
        amount: "250.25",
        status: "processed",
        at: expect.any(String),
      },
    ])
  })
})
