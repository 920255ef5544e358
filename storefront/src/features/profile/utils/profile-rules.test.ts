import { describe, expect, it } from "vitest"
import { changesEmail, PROFILE_TEXTS, shortOrderId, validatePasswordChange, validateProfile } from "./profile-rules"

describe("validateProfile", () => {
  const ok = { firstName: "Asha", lastName: "Rao", email: "asha@example.in", phone: "", address: "", currentPassword: "" }
  it("needs first name, last name and e-mail; phone and address are optional", () => {
    expect(validateProfile(ok)).toBeNull()
    expect(validateProfile({ ...ok, lastName: " " })).toBe(PROFILE_TEXTS.fillRequired)
    expect(validateProfile({ ...ok, email: "" })).toBe(PROFILE_TEXTS.fillRequired)
  })
})

describe("changesEmail", () => {
  const form = { firstName: "Asha", lastName: "Rao", email: " Asha@Example.in ", phone: "", address: "", currentPassword: "" }
  it("compares trimmed, lower-cased addresses (the current password is asked only on a real change)", () => {
    expect(changesEmail(form, "asha@example.in")).toBe(false)
    expect(changesEmail({ ...form, email: "new@example.in" }, "asha@example.in")).toBe(true)
  })
})

describe("validatePasswordChange", () => {
  it("checks the confirmation, then the length", () => {
    expect(validatePasswordChange({ currentPassword: "old", newPassword: "abcdef", confirmPassword: "abcdeg" })).toBe(
      "New passwords do not match"
    )
    expect(validatePasswordChange({ currentPassword: "old", newPassword: "abc", confirmPassword: "abc" })).toBe(
      "New password must be at least 6 characters"
    )
    expect(validatePasswordChange({ currentPassword: "old", newPassword: "abcdef", confirmPassword: "abcdef" })).toBeNull()
    expect(validatePasswordChange({ currentPassword: "", newPassword: "abcdef", confirmPassword: "abcdef" })).toBe(
      PROFILE_TEXTS.fillRequired
    )
  })
})

describe("shortOrderId", () => {
  it("is the last 8 characters upper-cased", () => {
    expect(shortOrderId("order_01m7y9hrd85ehtfx65ewgk5h9n")).toBe("EWGK5H9N")
    expect(shortOrderId("abc")).toBe("ABC")
  })
})
