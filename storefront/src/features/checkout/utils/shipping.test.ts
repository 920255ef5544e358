import { describe, expect, it } from "vitest"
import type { ShippingAddress } from "../types"
import { newIdempotencyKey } from "./idempotency"
import { CHECKOUT_TEXTS, prefillShipping, validateShipping } from "./shipping"

const address: ShippingAddress = {
  name: "Asha Rao",
  street: "12 MG Road",
  city: "Lucknow",
  state: "Uttar Pradesh",
  zipCode: "226001",
  phone: "+91 98765 43210",
}

describe("validateShipping", () => {
  it("accepts a complete Indian address", () => {
    expect(validateShipping(address)).toBeNull()
    expect(validateShipping({ ...address, phone: "9876543210" })).toBeNull()
  })

  it("needs every field", () => {
    for (const field of Object.keys(address) as (keyof ShippingAddress)[]) {
      expect(validateShipping({ ...address, [field]: "  " })).toBe("Please fill in all required fields")
    }
  })

  it("checks the PIN code and the phone", () => {
    expect(validateShipping({ ...address, zipCode: "22600" })).toBe(CHECKOUT_TEXTS.pinCode)
    expect(validateShipping({ ...address, zipCode: "026001" })).toBe(CHECKOUT_TEXTS.pinCode)
    expect(validateShipping({ ...address, phone: "12345" })).toBe(CHECKOUT_TEXTS.phone)
  })
})

describe("prefillShipping", () => {
  it("takes the name, phone and saved address from the profile", () => {
    expect(
      prefillShipping({
        name: "Asha Rao",
        phone: "9876543210",
        addressDetails: { street: "12 MG Road", city: "Lucknow", state: "UP", zipCode: "226001" },
      })
    ).toEqual({ name: "Asha Rao", street: "12 MG Road", city: "Lucknow", state: "UP", zipCode: "226001", phone: "9876543210" })
  })

  it("takes what the profile lacks from the last order's address", () => {
    const last = { ...address, phone: "9876543210" }
    expect(prefillShipping({ firstName: "Asha", lastName: "Rao", phone: "", addressDetails: null }, last)).toEqual({
      name: "Asha Rao",
      street: "12 MG Road",
      city: "Lucknow",
      state: "Uttar Pradesh",
      zipCode: "226001",
      phone: "9876543210",
    })
    // A saved address wins as a whole; the phone falls back on its own.
    const saved = { street: "1 Residency Road", city: "Bengaluru", state: "Karnataka", zipCode: "560025" }
    expect(prefillShipping({ name: "Asha Rao", addressDetails: saved }, last)).toEqual({ name: "Asha Rao", ...saved, phone: "9876543210" })
  })

  it("leaves blanks when the profile has nothing", () => {
    expect(prefillShipping(null)).toEqual({ name: "", street: "", city: "", state: "", zipCode: "", phone: "" })
    expect(prefillShipping({ firstName: "Asha", lastName: "Rao" }).name).toBe("Asha Rao")
  })
})

describe("newIdempotencyKey", () => {
  it("is different every time", () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey))
    expect(keys.size).toBe(50)
  })
})
