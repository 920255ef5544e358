import { reservedMetadataKeyIn } from "../reserved-metadata"
import { addressStateCode } from "../address"
import { cartMetadataRefusal, chargeLineRefusal } from "../cart-completion-rules"
import { isGiftWrapLine, giftWrapLineItem } from "../gift-wrap"
import { codFeeLineItem, isCodFeeLine } from "../../cod/fee-line"

describe("the shop's metadata keys (issue 43)", () => {
  it("finds a reserved key under any metadata of a Store API body, with its path", () => {
    expect(
      reservedMetadataKeyIn({ items: [{ variant_id: "v", quantity: 1 }, { metadata: { note: 1, sugandh_kind: "gift_wrap" } }] })
    ).toEqual({
      key: "sugandh_kind",
      path: "items.1.metadata.sugandh_kind",
    })
    expect(reservedMetadataKeyIn({ billing_address: { metadata: { gst_state_code: "09" } } })?.path).toBe(
      "billing_address.metadata.gst_state_code"
    )
    expect(reservedMetadataKeyIn({ metadata: { isEmailVerified: true } })?.key).toBe("isEmailVerified")
    expect(reservedMetadataKeyIn({ metadata: { note: "ring twice" }, email: "a@b.c" })).toBeNull()
    // A field named like a key outside metadata is not metadata.
    expect(reservedMetadataKeyIn({ payment_method: "cod" })).toBeNull()
  })

  it("recognises a charge line by what the server made (no variant), never by its tag alone", () => {
    const wrap = { ...giftWrapLineItem(null), variant_id: null }
    expect(isGiftWrapLine(wrap)).toBe(true)
    expect(isGiftWrapLine({ ...wrap, variant_id: "variant_1" })).toBe(false)
    expect(isCodFeeLine({ ...codFeeLineItem(49), variant_id: null })).toBe(true)
    expect(isCodFeeLine({ ...codFeeLineItem(49), variant_id: "variant_1" })).toBe(false)
  })

  it("refuses charge lines a client changed or the server did not make", () => {
    const goods = { variant_id: "v", quantity: 15, unit_price: 299, metadata: { sugandh_kind: "gift_wrap" } }
    const wrap = { ...giftWrapLineItem("Hi"), variant_id: null }
    expect(chargeLineRefusal([goods, wrap])).toBeNull()
    expect(chargeLineRefusal([goods, { ...wrap, quantity: 15 }])).toMatch(/has been changed/)
    expect(chargeLineRefusal([goods, { ...wrap, unit_price: 1 }])).toMatch(/has been changed/)
    expect(chargeLineRefusal([wrap, wrap])).toMatch(/did not add/)
    expect(chargeLineRefusal([{ variant_id: null, quantity: 1, unit_price: 0, metadata: {} }])).toMatch(/did not add/)
  })

  it("takes the state code from the PIN, whatever the address's metadata claims", () => {
    const mumbai = { postal_code: "400001", province: "", metadata: { gst_state_code: "09" } }
    expect(addressStateCode(mumbai)).toBe("27")
    expect(addressStateCode({ ...mumbai, province: "Uttar Pradesh" })).toBe("27")
    expect(addressStateCode({ postal_code: "226001", metadata: { gst_state_code: "09" } })).toBe("09")
  })

  it("refuses cart metadata the checkout did not write", () => {
    const upi = ["pp_upi-qr_sugandh"]
    expect(cartMetadataRefusal({ payment_method: "qr-code", checkout_at: "x" }, upi)).toBeNull()
    expect(cartMetadataRefusal({ cod_confirmed_at: "2026-01-01" }, upi)).toMatch(/"cod_confirmed_at"/)
    expect(cartMetadataRefusal({ payment_method: "cod" }, upi)).toMatch(/does not match its payment/)
    expect(cartMetadataRefusal({}, ["pp_cod_sugandh"])).toBe("Cash on delivery orders are placed through the shop's checkout")
    expect(cartMetadataRefusal({ gstin: "09AAAAA0000A1Z9", business_name: "X" }, upi)).toMatch(/GSTIN/)
  })
})
