import { describe, expect, it } from "vitest"
import { AUTH_VALIDATION, returnPath, validateLogin, validateSignup, welcomeBack } from "./validators"

describe("validateLogin", () => {
  it("needs both fields", () => {
    expect(validateLogin({ email: "", password: "x" })).toBe(AUTH_VALIDATION.fillAll)
    expect(validateLogin({ email: "a@b.in", password: "" })).toBe(AUTH_VALIDATION.fillAll)
    expect(validateLogin({ email: "  ", password: "secret" })).toBe("Please fill in all fields")
    expect(validateLogin({ email: "a@b.in", password: "secret" })).toBeNull()
  })
})

describe("validateSignup", () => {
  const ok = { firstName: "Asha", lastName: "Rao", email: "asha@example.in", password: "secret1" }

  it("needs every field", () => {
    expect(validateSignup({ ...ok, firstName: " " })).toBe("Please fill in all required fields")
    expect(validateSignup({ ...ok, password: "" })).toBe(AUTH_VALIDATION.fillRequired)
    expect(validateSignup({ ...ok, confirmPassword: "" })).toBe(AUTH_VALIDATION.fillRequired)
  })

  it("checks the confirmation when there is one", () => {
    expect(validateSignup({ ...ok, confirmPassword: "secret2" })).toBe("Passwords do not match")
    expect(validateSignup({ ...ok, confirmPassword: "secret1" })).toBeNull()
    expect(validateSignup(ok)).toBeNull()
  })

  it("asks for at least 6 characters", () => {
    expect(validateSignup({ ...ok, password: "12345", confirmPassword: "12345" })).toBe("Password must be at least 6 characters long")
  })
})

describe("returnPath", () => {
  it("returns to where the shopper came from, else home", () => {
    expect(returnPath("/cart")).toBe("/cart")
    expect(returnPath("/product/P1?x=1")).toBe("/product/P1?x=1")
    expect(returnPath(undefined)).toBe("/")
    expect(returnPath("https://evil.example")).toBe("/")
    expect(returnPath("//evil.example")).toBe("/")
    expect(returnPath("/login")).toBe("/")
    expect(returnPath("/auth?mode=signup")).toBe("/")
  })
})

describe("welcome toasts", () => {
  it("carry the first name", () => {
    expect(welcomeBack("Asha")).toBe("Welcome back, Asha!")
  })
})
