import { checkPayee, isValidIfsc, isValidUpiId } from "@sugandh/contract"
import { isInsideReturnWindow, reasonFlags, RETURN_REASONS, returnPolicySettings, returnWindowLastDay } from "../policy"

describe("return policy settings", () => {
  it("defaults to a 7-day window and a ₹99 pickup fee", () => {
    expect(returnPolicySettings({})).toEqual({ windowDays: 7, pickupFee: 99 })
  })

  it("reads RETURN_WINDOW_DAYS and RETURN_PICKUP_FEE, and keeps the default for a value that is not one", () => {
    expect(returnPolicySettings({ RETURN_WINDOW_DAYS: "10", RETURN_PICKUP_FEE: "49.50" })).toEqual({ windowDays: 10, pickupFee: 49.5 })
    expect(returnPolicySettings({ RETURN_WINDOW_DAYS: "seven", RETURN_PICKUP_FEE: "-5" })).toEqual({ windowDays: 7, pickupFee: 99 })
    expect(returnPolicySettings({ RETURN_WINDOW_DAYS: "999", RETURN_PICKUP_FEE: "99.999" })).toEqual({ windowDays: 7, pickupFee: 99 })
  })

  it("counts the window in whole IST days from the day of delivery", () => {
    // 23:00 IST on 1 March is 17:30 UTC: the 7-day window ends with 8 March, IST.
    const delivered = new Date("2026-03-01T17:30:00Z")
    expect(returnWindowLastDay(delivered, 7)).toBe("2026-03-08")
    expect(isInsideReturnWindow(delivered, new Date("2026-03-08T18:29:00Z"), 7)).toBe(true) // 23:59 IST on the 8th
    expect(isInsideReturnWindow(delivered, new Date("2026-03-08T18:30:00Z"), 7)).toBe(false) // midnight IST
  })
})

describe("return reasons", () => {
  it("are the five of the policy, with photos for damaged, wrong and not as described", () => {
    expect(RETURN_REASONS.map((r) => r.value)).toEqual([
      "damaged-in-transit",
      "wrong-item",
      "missing-item",
      "not-as-described",
      "changed-mind",
    ])
    expect(RETURN_REASONS.filter((r) => r.photosRequired).map((r) => r.value)).toEqual([
      "damaged-in-transit",
      "wrong-item",
      "not-as-described",
    ])
  })

  it("refund shipping for damaged, wrong and missing, and charge the pickup fee only for changed my mind", () => {
    expect(RETURN_REASONS.filter((r) => r.refundsShipping).map((r) => r.value)).toEqual([
      "damaged-in-transit",
      "wrong-item",
      "missing-item",
    ])
    expect(RETURN_REASONS.filter((r) => r.chargesPickupFee).map((r) => r.value)).toEqual(["changed-mind"])
    expect(reasonFlags("changed-mind")).toEqual({ photosRequired: false, refundsShipping: false, chargesPickupFee: true })
  })

  it("treat a reason the policy does not name cautiously", () => {
    expect(reasonFlags("added-in-medusa-admin")).toEqual({ photosRequired: true, refundsShipping: false, chargesPickupFee: false })
  })
})

describe("refund payee shapes", () => {
  it("accepts a VPA name@handle and refuses anything else", () => {
    for (const ok of ["ravi.k@okicici", "9876543210@ybl", "asha_verma-1@paytm"]) expect(isValidUpiId(ok)).toBe(true)
    for (const bad of ["ravi", "@ybl", "ravi@", "ravi@@ybl", "ra vi@ybl", "ravi@1bank", "r@ybl"]) expect(isValidUpiId(bad)).toBe(false)
  })

  it("accepts an IFSC of four letters, 0 and six characters", () => {
    for (const ok of ["SBIN0001234", "HDFC0ABC123"]) expect(isValidIfsc(ok)).toBe(true)
    for (const bad of ["SBIN1001234", "SBI00001234", "SBIN000123", "SBIN00012345", "sbin0001234"]) expect(isValidIfsc(bad)).toBe(false)
  })

  it("normalises what people paste and names each refused field", () => {
    expect(checkPayee({ upiId: "  Ravi.K@OKICICI " })).toEqual({ payee: { upiId: "ravi.k@okicici" } })
    expect(checkPayee({ accountName: " Asha  Verma ", accountNumber: "1234 5678 9012", ifsc: "sbin 0001234" })).toEqual({
      payee: { accountName: "Asha Verma", accountNumber: "123456789012", ifsc: "SBIN0001234" },
    })
    expect(checkPayee({ upiId: "ravi" })).toEqual({ errors: [{ msg: expect.any(String), path: "refundTo.upiId" }] })
    const bank = checkPayee({ accountName: "A", accountNumber: "12", ifsc: "SBIN1234567" })
    expect("errors" in bank && bank.errors.map((e) => e.path)).toEqual(["refundTo.accountName", "refundTo.accountNumber", "refundTo.ifsc"])
  })
})
