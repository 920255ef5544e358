import { expect, test, type Page } from "./support/test"
import { addToCart, adminToken, api, BACKEND_URL, createShopper, operator, placeOrderViaApi, toast, useSession } from "./support/account"

/**
 * Issue 19: corners of the shop a shopper meets that no journey covered yet:
 * scroll to top on page change, the user menu and logout, the cart badge, the
 * combined /auth page, the festival strip's code, order badge colours and
 * removing a wishlist item on the profile.
 */

// A shopper's first cart write creates the server cart and its shipping: allow a slow, shared machine.
test.describe.configure({ timeout: 90_000 })

test("a page change scrolls back to the top", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await page.goto("/perfumes")
  await expect(page.getByTestId("product-card").first()).toBeVisible()
  await page.locator("footer").scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  await page.locator("footer").getByRole("link", { name: "FAQ" }).click()
  await expect(page).toHaveURL(/\/faq$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test("the user menu shows who is signed in; Logout says 'Logged out successfully', forgets the token and ends the session on the server", async ({
  page,
  request,
}) => {
  const shopper = await createShopper(request, "user-menu")
  await useSession(page, shopper.token)
  await page.goto("/")
  const menuButton = page.getByTestId("user-menu-button")
  await expect(menuButton).toHaveAttribute("aria-label", /Account menu for /)
  await menuButton.click()
  const panel = page.locator("#user-menu-panel")
  await expect(panel).toBeVisible()
  await expect(panel).toContainText(shopper.email)
  for (const link of ["My Profile", "My Orders", "My Wishlist"]) await expect(panel.getByRole("link", { name: link })).toBeVisible()
  await panel.getByRole("button", { name: "Logout" }).click()
  await expect(toast(page, "Logged out successfully")).toBeVisible()
  await expect(menuButton).toHaveAttribute("aria-label", "Account menu")
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull()
  await menuButton.click()
  await expect(panel.getByRole("link", { name: "Login" })).toBeVisible()
  // Logout ended the session on the server too (issue 28): the token the browser had is refused.
  const me = () => request.get(`${BACKEND_URL}/api/auth/me`, { headers: { Authorization: `Bearer ${shopper.token}` } })
  await expect.poll(async () => (await me()).status()).toBe(401)
})

test("the cart badge shows only when signed in and the cart has items", async ({ page, request }) => {
  await page.goto("/")
  await expect(page.getByTestId("cart-link")).toBeVisible()
  await expect(page.getByTestId("cart-badge")).toHaveCount(0)

  const shopper = await createShopper(request, "cart-badge")
  await useSession(page, shopper.token)
  await page.goto("/")
  await expect(page.getByTestId("user-menu-button")).toHaveAttribute("aria-label", /Account menu for /)
  await expect(page.getByTestId("cart-badge")).toHaveCount(0)
  await expect(page.getByTestId("cart-link")).toHaveAttribute("aria-label", "Cart")

  await addToCart(request, shopper.token, "S1", 2)
  await page.reload()
  await expect(page.getByTestId("cart-badge")).toHaveText("2")
  await expect(page.getByTestId("cart-link")).toHaveAttribute("aria-label", "Cart, 2 items")
})

test("/auth?mode=signup opens the combined page in signup mode; /auth in login mode", async ({ page }) => {
  await page.goto("/auth?mode=signup")
  await expect(page.getByRole("tab", { name: /Sign Up/ })).toHaveAttribute("aria-selected", "true")
  await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible()
  await expect(page.getByLabel("First name")).toBeVisible()
  await page.goto("/auth")
  await expect(page.getByRole("tab", { name: /Login/ })).toHaveAttribute("aria-selected", "true")
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible()
  await expect(page.getByLabel("First name")).toHaveCount(0)
})

test("the festival strip shows the festival code from /api/config", async ({ page, request }) => {
  const { body } = await api<{ festivalCode?: string }>(request, "GET", "/config", null)
  expect(body.festivalCode).toBeTruthy()
  await page.goto("/")
  const strip = page.getByTestId("festival-strip")
  await expect(strip).toContainText("Festival offer: extra 20% off on perfumes, attars and home sprays with code")
  await expect(strip.locator("strong")).toHaveText(body.festivalCode!)
})

/** Hue (0–360) and lightness (0–1) of a computed CSS rgb() colour. */
function hsl(css: string) {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((n) => Number(n) / 255)
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const d = max - min
  let h = 0
  if (d) h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  return { hue: (h * 60 + 360) % 360, lightness: (max + min) / 2 }
}

const badgeColour = (page: Page, orderNumber: string) =>
  page
    .locator(`[data-order-number="${orderNumber}"]`)
    .getByTestId("order-status")
    .evaluate((el) => getComputedStyle(el).color)

test("order badges: pending orange, processing blue, shipped dark orange, delivered green, cancelled red", async ({ page, request }) => {
  // Five real orders moved through the operator's steps: slow on a busy machine.
  test.setTimeout(420_000)
  const shopper = await createShopper(request, "badges")
  const admin = await adminToken(request)
  const orders: Record<string, string> = {}
  for (const status of ["pending", "processing", "shipped", "delivered", "cancelled"]) {
    await addToCart(request, shopper.token, "S1")
    const order = await placeOrderViaApi(request, shopper.token)
    orders[status] = order.orderNumber
    if (status === "cancelled") {
      const res = await api(request, "PUT", `/auth/orders/${order._id}/cancel`, shopper.token, { reason: "Ordered twice" })
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
    }
    if (status === "processing" || status === "shipped" || status === "delivered") await operator(request, order._id, "confirm", admin)
    if (status === "shipped" || status === "delivered") await operator(request, order._id, "ship", admin)
    if (status === "delivered") await operator(request, order._id, "deliver", admin)
  }
  await useSession(page, shopper.token)
  await page.goto("/orders")
  const colour: Record<string, { hue: number; lightness: number }> = {}
  for (const [status, number] of Object.entries(orders)) {
    await expect(page.locator(`[data-order-number="${number}"]`).getByTestId("order-status")).toHaveAttribute("data-status", status)
    colour[status] = hsl(await badgeColour(page, number))
  }
  expect(colour.pending.hue).toBeGreaterThan(20)
  expect(colour.pending.hue).toBeLessThan(45)
  expect(colour.processing.hue).toBeGreaterThan(200)
  expect(colour.processing.hue).toBeLessThan(240)
  expect(colour.shipped.hue).toBeGreaterThan(15)
  expect(colour.shipped.hue).toBeLessThan(40)
  expect(colour.shipped.lightness).toBeLessThan(colour.pending.lightness)
  expect(colour.delivered.hue).toBeGreaterThan(100)
  expect(colour.delivered.hue).toBeLessThan(160)
  expect(Math.min(colour.cancelled.hue, 360 - colour.cancelled.hue)).toBeLessThan(12)
})

test("removing a wishlist item on the profile takes it off the server wishlist", async ({ page, request }) => {
  const shopper = await createShopper(request, "profile-wishlist")
  for (const productId of ["P1", "A2"]) {
    const res = await api(request, "POST", "/auth/wishlist", shopper.token, { productId })
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
  }
  await useSession(page, shopper.token)
  await page.goto("/profile")
  await page.getByRole("tab", { name: "Wishlist (2)" }).click()
  const items = page.getByTestId("profile-wishlist-item")
  await expect(items).toHaveCount(2)
  const first = items.first()
  const removedName = (await first.getByTestId("profile-wishlist-name").textContent())!.trim()
  await first.getByRole("button", { name: "Remove" }).click()
  await expect(toast(page, "Item removed from wishlist")).toBeVisible()
  await expect(items).toHaveCount(1)
  await expect(items).not.toContainText(removedName)
  await expect(page.getByRole("tab", { name: "Wishlist (1)" })).toBeVisible()
  const server = await api<{ wishlist: unknown[] }>(request, "GET", "/auth/wishlist", shopper.token)
  expect(server.body.wishlist).toHaveLength(1)
})
