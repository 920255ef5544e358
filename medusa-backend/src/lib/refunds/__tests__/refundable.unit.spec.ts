import { isManualProvider, isMoneyAmount, refundablePayment, type PaymentMoney } from "../refundable"
import { refundSourceKey } from "../source"

const payment = (id: string, captured: number, refunded = 0, providerId = "pp_upi-qr_sugandh"): PaymentMoney => ({
  id,
  providerId,
  captured,
  refunded,
  canceled: false,
})

describe("what an order can still refund", () => {
  it("is what was captured less what was refunded and what is due, in paise", () => {
    expect(refundablePayment([payment("pay_1", 1099.9, 100.1)], {})).toMatchObject({ available: 999.8 })
    expect(refundablePayment([payment("pay_1", 1099.9, 100.1)], { pay_1: 999.8 })).toBeNull()
  })

  it("is recorded on the payment with the most left; nothing for an uncaptured or canceled payment", () => {
    expect(refundablePayment([payment("pay_1", 100), payment("pay_2", 500, 100)], {})?.payment.id).toBe("pay_2")
    expect(refundablePayment([payment("pay_1", 0)], {})).toBeNull()
    expect(refundablePayment([{ ...payment("pay_1", 100), canceled: true }], {})).toBeNull()
  })

  it("takes rupees and paise above zero only", () => {
    expect([1, 0.01, 499.5, 1099.99].every(isMoneyAmount)).toBe(true)
    expect([0, -1, 1.005, Number.NaN].some(isMoneyAmount)).toBe(false)
  })

  it("waits for the operator for the shop's manual providers, at once for any other", () => {
    expect(["pp_upi-qr_sugandh", "pp_bank-transfer_sugandh", "pp_cod_sugandh"].every(isManualProvider)).toBe(true)
    expect(isManualProvider("pp_razorpay_razorpay")).toBe(false)
  })

  it("keys a refund by its source", () => {
    expect(refundSourceKey({ kind: "return", id: "ret_1" })).toBe("return:ret_1")
  })
})
