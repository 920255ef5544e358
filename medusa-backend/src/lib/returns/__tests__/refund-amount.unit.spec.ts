import { returnRefundAmount } from "../refund-amount"
import { reasonFlags } from "../policy"

const line = (paidTotal: number, quantity: number, units: number, n = 1) => ({ line: n, paidTotal, quantity, units })

describe("returnRefundAmount", () => {
  it("refunds each unit at what was paid for it; the whole line exactly its total", () => {
    const r = returnRefundAmount({
      lines: [line(1000, 3, 1), line(333.33, 1, 1, 2)],
      shipping: 50,
      shippingAlreadyRefunded: false,
      reason: reasonFlags("not-as-described"),
      pickupFee: 99,
    })
    expect(r).toEqual({ amount: 666.66, goods: 666.66, shipping: 0, pickupFee: 0 })
    expect(
      returnRefundAmount({
        lines: [line(1000, 3, 3)],
        shipping: 0,
        shippingAlreadyRefunded: false,
        reason: reasonFlags("wrong-item"),
        pickupFee: 0,
      }).goods
    ).toBe(1000)
  })

  it("adds the shipping when the reason refunds it, once per order", () => {
    const facts = { lines: [line(500, 1, 1)], shipping: 49, reason: reasonFlags("damaged-in-transit"), pickupFee: 99 }
    expect(returnRefundAmount({ ...facts, shippingAlreadyRefunded: false })).toMatchObject({ amount: 549, shipping: 49 })
    expect(returnRefundAmount({ ...facts, shippingAlreadyRefunded: true })).toMatchObject({ amount: 500, shipping: 0 })
  })

  it("keeps the pickup fee for changed-my-mind, never below zero; nothing received refunds nothing", () => {
    expect(
      returnRefundAmount({
        lines: [line(500, 1, 1)],
        shipping: 49,
        shippingAlreadyRefunded: false,
        reason: reasonFlags("changed-mind"),
        pickupFee: 99,
      })
    ).toEqual({
      amount: 401,
      goods: 500,
      shipping: 0,
      pickupFee: 99,
    })
    expect(
      returnRefundAmount({
        lines: [line(50, 1, 1)],
        shipping: 0,
        shippingAlreadyRefunded: false,
        reason: reasonFlags("changed-mind"),
        pickupFee: 99,
      }).amount
    ).toBe(0)
    expect(
      returnRefundAmount({
        lines: [line(500, 1, 0)],
        shipping: 49,
        shippingAlreadyRefunded: false,
        reason: reasonFlags("missing-item"),
        pickupFee: 99,
      }).amount
    ).toBe(0)
  })
})
