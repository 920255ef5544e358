import { DEFAULT_GATEWAY_PAYMENT_MINUTES, gatewayPaymentMinutes, lateGatewayPayment } from "../gateway-window"

describe("GATEWAY_PAYMENT_MINUTES", () => {
  it("defaults to 30 and reads a positive number", () => {
    expect(gatewayPaymentMinutes({})).toBe(DEFAULT_GATEWAY_PAYMENT_MINUTES)
    expect(gatewayPaymentMinutes({ GATEWAY_PAYMENT_MINUTES: "45" })).toBe(45)
    expect(gatewayPaymentMinutes({ GATEWAY_PAYMENT_MINUTES: "0" })).toBe(30)
    expect(gatewayPaymentMinutes({ GATEWAY_PAYMENT_MINUTES: "soon" })).toBe(30)
  })
})

describe("a gateway payment proven after the window", () => {
  const initiated_at = "2026-11-28T08:00:00.000Z"
  it("is on time up to the window's end", () => {
    expect(lateGatewayPayment({ initiated_at, authorized_at: "2026-11-28T08:30:00.000Z" }, 30)).toBeNull()
  })
  it("is late after it, by whole minutes rounded up", () => {
    expect(lateGatewayPayment({ initiated_at, authorized_at: "2026-11-28T08:30:01.000Z" }, 30)).toEqual({
      minutesLate: 1,
      windowMinutes: 30,
    })
    expect(lateGatewayPayment({ initiated_at, authorized_at: "2026-11-28T09:12:00.000Z" }, 30)).toEqual({
      minutesLate: 42,
      windowMinutes: 30,
    })
  })
  it("is not judged without both times", () => {
    expect(lateGatewayPayment({ initiated_at }, 30)).toBeNull()
    expect(lateGatewayPayment(null, 30)).toBeNull()
  })
})
