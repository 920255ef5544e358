import { expect, test } from "./support/test"

// Runs against the seeded catalogue: its perfumes are P1 to P10 (requirements CAT-01).
test("the perfumes listing shows the 10 seeded perfumes with rupee prices and opens a product", async ({ page }) => {
  await page.goto("/perfumes")

  await expect(page.getByRole("heading", { level: 1, name: "Perfumes" })).toBeVisible()
  const cards = page.getByTestId("product-card")
  await expect(cards).toHaveCount(10)
  await expect(page.getByText("10 products")).toBeVisible()

  for (const card of await cards.all()) {
    await expect(card.getByTestId("price-current")).toHaveText(/₹\d/)
  }

  const first = cards.first()
  const specId = await first.getAttribute("data-product-id")
  expect(specId).toMatch(/^P\d+$/)
  await first.click()
  await expect(page).toHaveURL(new RegExp(`/product/${specId}$`))
  await expect(page).toHaveURL(/\/product\/P\d+$/)
})
