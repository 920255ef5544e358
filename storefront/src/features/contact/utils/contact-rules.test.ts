import { describe, expect, it } from "vitest"
import { CONTACT_SUBJECTS, validateContact } from "./contact-rules"

const ok = { name: "Asha", email: "asha@example.in", phone: "", subject: "shipping", message: "Where is my parcel today?" }

describe("validateContact", () => {
  it("needs name, e-mail, subject and message; phone is optional", () => {
    expect(validateContact(ok)).toBeNull()
    for (const field of ["name", "email", "subject", "message"] as const) {
      expect(validateContact({ ...ok, [field]: " " })).toBe("Please fill in all required fields")
    }
  })

  it("needs a message of at least 10 characters", () => {
    expect(validateContact({ ...ok, message: "Too short" })).toBe("Message must be at least 10 characters long")
    expect(validateContact({ ...ok, message: "Long enough" })).toBeNull()
  })

  it("offers the spec's four subjects", () => {
    expect(CONTACT_SUBJECTS.map((s) => s.value)).toEqual(["product-inquiry", "order-support", "shipping", "returns"])
  })
})
