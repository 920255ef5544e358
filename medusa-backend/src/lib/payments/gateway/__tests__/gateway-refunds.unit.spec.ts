import { gatewayRefundsOf, markRefundProcessed } from "../gateway-refunds"

const DATA = {
  razorpay_payment_id: "pay_29QQoUBi66xm2f",
  captured_amount: 1180,
  refunds: [
    { id: "rfnd_FP8QHiV938haTz", medusa_refund_id: "ref_01", amount: 500, status: "pending" },
    { id: "rfnd_FP8R8EGjGbPkVb", medusa_refund_id: "ref_02", amount: 100.5, status: "processed", processed_at: "2026-11-20T10:00:00.000Z" },
  ],
}

describe("gateway refunds in a Razorpay payment's data", () => {
  it("lists each refund with its state", () => {
    expect(gatewayRefundsOf(DATA)).toEqual([
      { id: "rfnd_FP8QHiV938haTz", amount: 500, state: "pending", processedAt: null, medusaRefundId: "ref_01" },
      { id: "rfnd_FP8R8EGjGbPkVb", amount: 100.5, state: "processed", processedAt: "2026-11-20T10:00:00.000Z", medusaRefundId: "ref_02" },
    ])
    expect(gatewayRefundsOf(null)).toEqual([])
    expect(gatewayRefundsOf({ refunds: "x" })).toEqual([])
  })

  it("refund.processed settles the shop's pending refund, keeping the rest of the data", () => {
    const result = markRefundProcessed(DATA, {
      refundId: "rfnd_FP8QHiV938haTz",
      amountPaise: 50000,
      processedAt: "2026-11-21T09:30:00.000Z",
    })
    expect(result.changed).toBe(true)
    expect(result.data.razorpay_payment_id).toBe("pay_29QQoUBi66xm2f")
    expect(gatewayRefundsOf(result.data).map((r) => [r.id, r.state, r.processedAt])).toEqual([
      ["rfnd_FP8QHiV938haTz", "processed", "2026-11-21T09:30:00.000Z"],
      ["rfnd_FP8R8EGjGbPkVb", "processed", "2026-11-20T10:00:00.000Z"],
    ])
  })

  it("a replayed refund.processed changes nothing", () => {
    const once = markRefundProcessed(DATA, { refundId: "rfnd_FP8QHiV938haTz", amountPaise: 50000, processedAt: "2026-11-21T09:30:00.000Z" })
    const again = markRefundProcessed(once.data, {
      refundId: "rfnd_FP8QHiV938haTz",
      amountPaise: 50000,
      processedAt: "2026-11-22T00:00:00.000Z",
    })
    expect(again.changed).toBe(false)
    expect(again.data).toBe(once.data)
  })

  it("a refund Razorpay answered processed at once gets its time from the webhook", () => {
    const data = { refunds: [{ id: "rfnd_A", amount: 10, status: "processed" }] }
    const result = markRefundProcessed(data, { refundId: "rfnd_A", amountPaise: 1000, processedAt: "2026-11-21T09:30:00.000Z" })
    expect(result.changed).toBe(true)
    expect(gatewayRefundsOf(result.data)[0]).toMatchObject({ state: "processed", processedAt: "2026-11-21T09:30:00.000Z" })
  })

  it("a refund made in Razorpay's Dashboard is added, in rupees, without a Medusa refund", () => {
    const result = markRefundProcessed(DATA, { refundId: "rfnd_Dash0001", amountPaise: 12345, processedAt: "2026-11-21T09:30:00.000Z" })
    expect(gatewayRefundsOf(result.data)[2]).toEqual({
      id: "rfnd_Dash0001",
      amount: 123.45,
      state: "processed",
      processedAt: "2026-11-21T09:30:00.000Z",
      medusaRefundId: null,
    })
  })
})
