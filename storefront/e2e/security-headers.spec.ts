/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they need the DOM types.
import { expect, test } from "./support/test"

// The storefront server sends its policy (inline scripts allowed by hash on public pages, by a
// per-response nonce on one person's pages) as in production; the app
// must work under it: no page below may trigger a CSP violation.
const PAGES = ["/", "/perfumes", "/product/P1", "/categories", "/faq", "/login"]

test("pages carry the security headers and break no rule of their CSP", async ({ page }) => {
  const violations: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  for (const path of PAGES) {
    const response = await page.goto(path)
    const headers = response!.headers()
    expect(headers["content-security-policy"]).toContain("default-src 'self'")
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'")
    expect(headers["content-security-policy"]).toContain("object-src 'none'")
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible()
  }
  // Images, product data and API calls all loaded under the policy.
  await page.goto("/perfumes")
  await expect(page.locator("img").first()).toHaveJSProperty("complete", true)
  expect(violations).toEqual([])
})

test("the policy really blocks what it does not allow", async ({ page }) => {
  const violations: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto("/")
  await page.evaluate(() => {
    const script = document.createElement("script")
    script.src = "https://cdn.example.com/tracker.js"
    document.head.appendChild(script)
  })
  await expect.poll(() => violations.length).toBeGreaterThan(0)
})
