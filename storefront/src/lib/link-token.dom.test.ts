import { describe, expect, it } from "vitest"
import { captureLinkToken, linkToken } from "./link-token"

describe("captureLinkToken", () => {
  it("takes the token out of a reset link's URL before any request, and the page still reads it", () => {
    window.history.replaceState(null, "", "/reset-password?token=abc_DEF-1&from=mail")
    captureLinkToken()
    expect(window.location.search).toBe("?from=mail")
    expect(linkToken("/reset-password", new URLSearchParams(window.location.search))).toBe("abc_DEF-1")
    expect(linkToken("/verify-email", new URLSearchParams(""))).toBeNull()
  })

  it("leaves other pages' URLs alone", () => {
    window.history.replaceState(null, "", "/search?token=shoes")
    captureLinkToken()
    expect(window.location.search).toBe("?token=shoes")
  })
})
