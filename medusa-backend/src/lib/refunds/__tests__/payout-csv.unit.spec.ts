import { istDayBounds, payoutCsv, type PayoutRow } from "../payout-csv"

const row = (over: Partial<PayoutRow>): PayoutRow => ({
  id: "rfd_1",
  order_number: "ORD-1001",
  source_key: "return:ret_1",
  amount: 401,
  payee_kind: "upi",
  upi_id: "asha@ybl",
  account_name: null,
  account_number: null,
  ifsc: null,
  ...over,
})

describe("payoutCsv", () => {
  it("writes UPI rows by UPI and accounts by NEFT, amounts with two decimals, the refund id as the reference", () => {
    const csv = payoutCsv([
      row({}),
      row({
        id: "rfd_2",
        payee_kind: "bank",
        upi_id: null,
        account_name: "Asha Verma",
        account_number: "123456789012",
        ifsc: "SBIN0001234",
        amount: 99.5,
      }),
      row({ id: "rfd_3", payee_kind: null }),
    ])
    const lines = csv.trim().split(/\r?\n/)
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain("UPI")
    expect(lines[1]).toContain("asha@ybl")
    expect(lines[1]).toContain("401.00")
    expect(lines[2]).toContain("NEFT")
    expect(lines[2]).toContain("SBIN0001234")
    expect(lines[2]).toContain("99.50")
  })

  it("never lets a name be read as a formula", () => {
    const csv = payoutCsv([
      row({ payee_kind: "bank", account_name: '=HYPERLINK("x")', account_number: "123456789012", ifsc: "SBIN0001234" }),
    ])
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m)
  })
})

describe("istDayBounds", () => {
  it("is the IST day in UTC; refuses dates that do not exist", () => {
    expect(istDayBounds("2026-11-28")).toEqual({ from: new Date("2026-11-27T18:30:00Z"), to: new Date("2026-11-28T18:30:00Z") })
    expect(istDayBounds("2026-02-30")).toBeNull()
    expect(istDayBounds("28-11-2026")).toBeNull()
  })
})
