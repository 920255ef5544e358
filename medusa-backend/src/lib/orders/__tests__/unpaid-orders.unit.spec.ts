import { unpaidOrderAction, unpaidOrderSettings } from "../unpaid-orders"
import { isValidPaymentReference, normalizePaymentReference } from "../payment-reference"

describe("unpaid-order rules", () => {
  it("read UNPAID_REMINDER_HOURS, UNPAID_EXPIRY_HOURS and UNPAID_REFERENCE_DAYS with defaults 12, 48 and 5", () => {
    expect(unpaidOrderSettings({})).toEqual({ reminderHours: 12, expiryHours: 48, referenceDays: 5 })
    expect(unpaidOrderSettings({ UNPAID_REMINDER_HOURS: "0.5", UNPAID_EXPIRY_HOURS: "2", UNPAID_REFERENCE_DAYS: "3" })).toEqual({
      reminderHours: 0.5,
      expiryHours: 2,
      referenceDays: 3,
    })
    expect(unpaidOrderSettings({ UNPAID_REMINDER_HOURS: "soon", UNPAID_EXPIRY_HOURS: "-1", UNPAID_REFERENCE_DAYS: "" })).toEqual({
      reminderHours: 12,
      expiryHours: 48,
      referenceDays: 5,
    })
  })

  it("a referenced order waits, is reminded once a day before UNPAID_REFERENCE_DAYS and expires then", () => {
    const settings = { reminderHours: 12, expiryHours: 48, referenceDays: 5 }
    const now = new Date("2026-11-23T12:00:00Z")
    const action = (hours: number, referenceRemindedAt: string | null = null) =>
      unpaidOrderAction(
        { createdAt: new Date(now.getTime() - hours * 3_600_000), paymentReference: "412345678901", remindedAt: null, referenceRemindedAt },
        settings,
        now
      )
    expect(action(95.9)).toBe("wait")
    expect(action(96)).toBe("remind-reference")
    expect(action(100, "2026-11-23T08:00:00Z")).toBe("wait")
    expect(action(120)).toBe("expire")
    expect(action(120, "2026-11-23T08:00:00Z")).toBe("expire")
    // A wait shorter than two days is reminded half-way.
    expect(
      unpaidOrderAction(
        { createdAt: new Date(now.getTime() - 12 * 3_600_000), paymentReference: "X", remindedAt: null },
        { ...settings, referenceDays: 1 },
        now
      )
    ).toBe("remind-reference")
  })

  it("remind once after the reminder age, expire after the expiry age; a referenced order is not expired at that age", () => {
    const settings = { reminderHours: 12, expiryHours: 48, referenceDays: 5 }
    const now = new Date("2026-11-23T12:00:00Z")
    const placed = (hours: number) => new Date(now.getTime() - hours * 3_600_000)
    const action = (hours: number, paymentReference: string | null = null, remindedAt: string | null = null) =>
      unpaidOrderAction({ createdAt: placed(hours), paymentReference, remindedAt }, settings, now)
    expect(action(11.9)).toBe("none")
    expect(action(12)).toBe("remind")
    expect(action(20, null, "2026-11-23T00:00:00Z")).toBe("none")
    expect(action(48)).toBe("expire")
    expect(action(60, "412345678901")).toBe("wait")
  })
})

describe("payment references", () => {
  it("accept a 12-digit UTR and 16/22-character NEFT/RTGS references, normalised", () => {
    expect(normalizePaymentReference(" sbin-4242 4242 4242 ")).toBe("SBIN424242424242")
    for (const ok of ["412345678901", "SBIN424242424242", "HDFCR52026112300000001"]) expect(isValidPaymentReference(ok)).toBe(true)
    for (const bad of ["41234567890", "4123456789012", "1234SBIN42424242", "SBIN4242", "HDFCR5202611230000000"]) {
      expect(isValidPaymentReference(bad)).toBe(false)
    }
  })
})
