import { describe, expect, it } from "vitest"
import { codUnavailableReason, withCodFee } from "./cod"

const offer = { fee: 49, tax: 7.47, maxOrder: 5000 }
const totals = { subtotal: 299, shipping: 99, discount: 0, tax: 60.82, total: 398 }

describe("withCodFee", () => {
  it("adds the fee and its GST when chosen, and takes a carried fee out again", () => {
    const chosen = withCodFee(totals, offer, true)!
    expect(chosen).toMatchObject({ codFee: 49, total: 447, tax: 68.29 })
    expect(withCodFee(chosen, offer, false)).toMatchObject({ codFee: 0, total: 398, tax: 60.82 })
    expect(withCodFee(chosen, offer, true)).toMatchObject({ codFee: 49, total: 447 })
  })
})

describe("codUnavailableReason", () => {
  it("says why COD cannot be chosen: no PIN yet, a PIN without COD, a total over the limit", () => {
    expect(codUnavailableReason(offer, { pin: "", cod: null }, totals)).toMatch(/Enter your PIN code/)
    expect(codUnavailableReason(offer, { pin: "781001", cod: false }, totals)).toBe("Cash on delivery is not available for PIN 781001")
    expect(codUnavailableReason({ ...offer, maxOrder: 446 }, { pin: "411001", cod: true }, totals)).toBe(
      "Cash on delivery is available for orders up to ₹446"
    )
    expect(codUnavailableReason({ ...offer, maxOrder: 447 }, { pin: "411001", cod: true }, totals)).toBeNull()
  })
})
