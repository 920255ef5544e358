import { expect, test, type Page } from "./support/test"
import { addToCart, api, createShopper, toast, useSession, type CartTotals, fillCheckoutAddress } from "./support/account"

/**
 * Issue 19: the coupon box agrees with the server cart. The server cart is the
 * truth: a reload shows the applied code, Remove takes it off the server cart,
 * and placing the order never answers 409 because of what the box remembered.
 */

async function applyFestive(page: Page) {
  await page.getByLabel("Have a coupon?").fill("FESTIVE20")
  await page.getByRole("button", { name: "Apply" }).click()
  await expect(page.getByTestId("coupon-applied")).toContainText("FESTIVE20")
}

test("coupon: applied code survives a reload, Remove clears the server cart, the order places without 409", async ({ page, request }) => {
  test.setTimeout(90_000)
  const shopper = await createShopper(request, "coupon-box")
  // P1 ₹299 + A7 ₹349 = ₹648, all eligible for FESTIVE20 (20%: ₹129.60), free shipping before the coupon.
  await addToCart(request, shopper.token, "P1")
  await addToCart(request, shopper.token, "A7")
  await useSession(page, shopper.token)
  const serverTotals = async () => (await api<{ totals: CartTotals }>(request, "GET", "/auth/cart", shopper.token)).body.totals

  await page.goto("/checkout")
  await applyFestive(page)
  await expect(page.locator('[data-row="discount"] dd')).toHaveText(/129\.60/)

  // A reload: the box shows the server cart's code, not an empty field.
  await page.reload()
  await expect(page.getByTestId("coupon-applied")).toContainText("FESTIVE20")
  await expect(page.getByLabel("Have a coupon?")).toHaveCount(0)

  // Remove takes it off the server cart: the server's total has no discount any more.
  await page.getByTestId("coupon-applied").getByRole("button", { name: "Remove" }).click()
  await expect(toast(page, "Coupon removed")).toBeVisible()
  await expect(page.getByLabel("Have a coupon?")).toBeVisible()
  await expect.poll(serverTotals).toMatchObject({ subtotal: 648, discount: 0, shipping: 0, total: 648 })
  await expect(page.locator('[data-row="total"] dd')).toHaveText("₹648")
  await page.reload()
  await expect(page.getByLabel("Have a coupon?")).toBeVisible()

  // Applied again, reloaded, then placed: the order carries the code and the server's total, with no 409.
  await applyFestive(page)
  await page.reload()
  await expect(page.getByTestId("coupon-applied")).toContainText("FESTIVE20")
  await fillCheckoutAddress(page)
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/auth/orders") && r.request().method() === "POST")
  await page.getByTestId("place-order").click()
  const response = await answer
  expect(response.status()).toBe(201)
  const placed = (await response.json()) as { order: { total: number; discount: number; shipping: number; couponCode: string | null } }
  expect(placed.order).toMatchObject({ discount: 129.6, shipping: 0, total: 518.4, couponCode: "FESTIVE20" })
  await expect(toast(page, "Order created! Please send the WhatsApp message with payment screenshot")).toBeVisible()
})
