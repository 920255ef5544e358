import { signRazorpay } from "../signatures"
import { readRazorpayWebhook } from "../webhook"
import { REFUND_EXAMPLE, webhookBody } from "./razorpay-fixtures"

const SECRET = "whsec-test"
const read = (body: unknown, secret = SECRET) => {
  const raw = JSON.stringify(body)
  return readRazorpayWebhook({ rawBody: Buffer.from(raw), signature: signRazorpay(secret, raw), secret: SECRET })
}

describe("Razorpay's refund.processed webhook (https://razorpay.com/docs/webhooks/refunds)", () => {
  it("gives the refund, its payment, the session in its notes and when it was made", () => {
    const refund = { ...REFUND_EXAMPLE, notes: { session_id: "payses_01" } }
    expect(read(webhookBody("refund.processed", { refund }))).toEqual({
      kind: "refund_processed",
      event: "refund.processed",
      refundId: "rfnd_FgRAHdNOM4ZVbO",
      paymentId: "pay_FgR9UMzgmKDJRi",
      amountPaise: 10000,
      sessionId: "payses_01",
      createdAt: new Date(1600856650 * 1000).toISOString(),
    })
  })

  it("a Dashboard refund has no session; a forged one is refused", () => {
    expect(read(webhookBody("refund.processed", { refund: { ...REFUND_EXAMPLE, notes: [] } }))).toMatchObject({ sessionId: null })
    expect(read(webhookBody("refund.processed", { refund: REFUND_EXAMPLE }), "other")).toEqual({ kind: "bad_signature" })
  })
})
