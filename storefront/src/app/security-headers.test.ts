import { describe, expect, it } from "vitest"
import { securityHeaders } from "../../security-headers"

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? ""

describe("security headers: Razorpay Checkout on the checkout page alone", () => {
  it("adds Razorpay's script, frame and API origins only for the gateway page", () => {
    const checkout = securityHeaders({}, { nonce: "n0nce", gateway: true })["Content-Security-Policy"]
    expect(directive(checkout, "script-src")).toBe("script-src 'self' 'nonce-n0nce' https://checkout.razorpay.com")
    expect(directive(checkout, "frame-src")).toContain("https://api.razorpay.com")
    expect(directive(checkout, "connect-src")).toContain("https://api.razorpay.com")

    const other = securityHeaders({}, { nonce: "n0nce" })["Content-Security-Policy"]
    expect(other).not.toContain("razorpay")
  })
})
