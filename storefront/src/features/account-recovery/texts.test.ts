import { describe, expect, it } from "vitest"
import { isInvalidLinkMessage, RECOVERY_TEXTS, validateReset } from "./texts"

describe("validateReset", () => {
  it("needs a token, equal passwords and 6 characters", () => {
    expect(validateReset(null, "secret1", "secret1")).toBe("Invalid reset token")
    expect(validateReset("t", "secret1", "secret2")).toBe("Passwords do not match")
    expect(validateReset("t", "abc", "abc")).toBe(RECOVERY_TEXTS.passwordShort)
    expect(validateReset("t", "secret1", "secret1")).toBeNull()
  })
})

describe("isInvalidLinkMessage", () => {
  it("spots the server's invalid or expired rejection", () => {
    expect(isInvalidLinkMessage("Invalid or expired reset token")).toBe(true)
    expect(isInvalidLinkMessage("Password must be at least 6 characters long")).toBe(false)
  })
})
