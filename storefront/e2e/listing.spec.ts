/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they need the DOM types.
import { expect, test } from "./support/test"

const prices = async (page: import("@playwright/test").Page) =>
  (await page.getByTestId("product-card").getByTestId("price-current").allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, "")))

test("/perfumes: filter + sort live in the URL, survive a reload, and Clear Filters resets", async ({ page }) => {
  // Eight server round trips and a reload: the default 30 s is tight on a busy 2-core machine.
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto("/perfumes")
  await expect(page.getByTestId("product-card")).toHaveCount(10)
  await expect(page.getByText("10 products")).toBeVisible()

  const filters = page.getByRole("complementary", { name: "Filters" })
  await filters.getByRole("group", { name: "Price Range" }).getByLabel("₹280 - ₹320").click()
  await expect(page).toHaveURL(/price=/)
  await expect(filters.getByLabel("₹280 - ₹320")).toBeChecked()
  await page.getByLabel("Sort by").selectOption({ label: "Price: High to Low" })
  await expect(page).toHaveURL(/sort=price-desc/)
  await expect(page.getByText(/^\d+ products?$/)).not.toHaveText("10 products")

  const shown = await prices(page)
  expect(shown.length).toBeGreaterThan(0)
  expect(shown.every((p) => p >= 280 && p <= 320)).toBe(true)
  expect(shown).toEqual([...shown].sort((a, b) => b - a))
  // Disjunctive counts (a facet query of its own without the price filter): the price group still
  // counts every perfume across its bands, and the chosen band as many as are shown.
  const bandCounts = async () =>
    (await filters.getByRole("group", { name: "Price Range" }).locator("label").allTextContents()).flatMap((text) => {
      const count = text.match(/^(.*)\((\d+)\)$/)
      return count ? [[count[1], Number(count[2])] as const] : []
    })
  await expect(async () => {
    const counts = await bandCounts()
    expect(counts.reduce((sum, [, n]) => sum + n, 0)).toBe(10)
    expect(counts.find(([band]) => band === "₹280 - ₹320")?.[1]).toBe(shown.length)
  }).toPass({ timeout: 10_000 })
  const url = page.url()

  await page.reload()
  await expect(page).toHaveURL(url)
  await expect(page.getByLabel("Sort by")).toHaveValue("price-desc")
  await expect(filters.getByLabel("₹280 - ₹320")).toBeChecked()
  await expect(page.getByTestId("product-card")).toHaveCount(shown.length)
  expect(await prices(page)).toEqual(shown)

  // A band no perfume falls in gives the empty state; Clear Filters brings all back.
  await filters.getByRole("group", { name: "Size" }).getByLabel("10ml").click()
  await filters.getByRole("group", { name: "Price Range" }).getByLabel("Above ₹400").click()
  await expect(page).toHaveURL(/size=10ml/)
  await expect(page).toHaveURL(/price=Above/)
  // The old cards stay on screen (the region marked busy) until the new filter's first page arrives.
  let above: number[] = []
  await expect(async () => {
    expect(await page.getByRole("region", { name: "Products" }).getAttribute("aria-busy")).toBe("false")
    above = await prices(page)
    expect(above.every((p) => p > 400)).toBe(true)
  }).toPass({ timeout: 10_000 })
  if (above.length === 0) {
    await expect(page.getByText("No products found matching your filters.")).toBeVisible()
    await page.getByRole("button", { name: "Clear Filters" }).last().click()
  } else {
    await filters.getByRole("button", { name: "Clear Filters" }).click()
  }
  await expect(page.getByTestId("product-card")).toHaveCount(10)
  await expect(page).not.toHaveURL(/price=|size=/)
  await expect(page).toHaveURL(/sort=price-desc/)
})

test("an empty result says so and Clear Filters restores the list", async ({ page }) => {
  await page.goto("/perfumes?price=Under+%E2%82%B91&sort=newest")
  await expect(page.getByText("No products found matching your filters.")).toBeVisible()
  await page.getByRole("button", { name: "Clear Filters" }).last().click()
  await expect(page.getByTestId("product-card")).toHaveCount(10)
})

test("/categories counts and starting prices come from the live catalogue", async ({ page }) => {
  await page.goto("/categories")
  const cards = page.getByTestId("category-card")
  await expect(cards).toHaveCount(4)
  await expect(cards.nth(0).getByTestId("category-count")).toHaveText("10 products")
  await expect(cards.nth(0).getByTestId("category-from")).toHaveText(/^₹\d+/)
  await expect(page.getByRole("heading", { name: "Why Choose Us" })).toBeVisible()
})
