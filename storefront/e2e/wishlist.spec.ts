/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they need the DOM types.
import { expect, test } from "./support/test"
import { registerShopper, signIn } from "./support/shop"

test("a guest's heart opens the login dialog titled Save to Wishlist", async ({ page }) => {
  await page.goto("/perfumes")
  await page.getByTestId("product-card").first().getByTestId("wishlist-heart").click()
  const dialog = page.getByRole("dialog", { name: "Save to Wishlist" })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText("Please login to add to wishlist")
  await dialog.getByRole("button", { name: "Cancel" }).click()
  await expect(dialog).toBeHidden()

  // The cart icon is gated the same way.
  await page.getByTestId("cart-link").click()
  await expect(page.getByRole("dialog", { name: "Login Required" })).toBeVisible()
  await page.getByRole("dialog").getByRole("button", { name: "Login" }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test("a signed-in shopper adds and removes wishlist items, kept on the server across reloads", async ({ page, request }) => {
  const { token } = await registerShopper(request, "wishlist")
  await signIn(page, token)

  await page.goto("/perfumes")
  const first = page.getByTestId("product-card").first()
  const second = page.getByTestId("product-card").nth(1)
  const firstName = (await first.getByTestId("product-card-name").textContent())!.trim()
  await first.getByTestId("wishlist-heart").click()
  await expect(page.getByTestId("toast").filter({ hasText: `${firstName} added to wishlist!` })).toBeVisible()
  await expect(first.getByTestId("wishlist-heart")).toHaveAttribute("aria-pressed", "true")
  await second.getByTestId("wishlist-heart").click()
  await expect(second.getByTestId("wishlist-heart")).toHaveAttribute("aria-pressed", "true")

  await page.reload()
  await expect(page.getByTestId("product-card").first().getByTestId("wishlist-heart")).toHaveAttribute("aria-pressed", "true")

  await page.goto("/wishlist")
  const items = page.getByTestId("wishlist-item")
  await expect(items).toHaveCount(2)
  await items
    .filter({ hasText: firstName })
    .getByRole("button", { name: /^Remove/ })
    .click()
  await expect(page.getByTestId("toast").filter({ hasText: `${firstName} removed from wishlist!` })).toBeVisible()
  await expect(items).toHaveCount(1)

  await page.reload()
  await expect(page.getByTestId("wishlist-item")).toHaveCount(1)
  await page.getByRole("button", { name: "Clear All" }).click()
  await expect(page.getByTestId("toast").filter({ hasText: "Wishlist cleared!" })).toBeVisible()
  await expect(page.getByText("Your wishlist is empty")).toBeVisible()
  await page.getByRole("link", { name: "Continue Shopping" }).click()
  await expect(page).toHaveURL(/\/categories$/)
})
