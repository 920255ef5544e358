/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they need the DOM types.
import { expect, test } from "./support/test"
import { seriousA11yViolations } from "./support/shop"

const PAGES: [string, string][] = [
  ["/", "Fragrance for every moment of your day"],
  ["/categories", "Our Collections"],
  ["/perfumes", "Perfumes"],
  ["/attars?realm=heritage", "Attars"],
  ["/room-fresheners", "Home Spray"],
  ["/incense-sticks", "Incense Sticks"],
  ["/product/P1", ""],
  ["/wishlist", "My Wishlist"],
  ["/search?q=rose", "Search Results"],
  ["/search", "Search"],
  ["/about", "About Sugandh"],
  ["/faq", "Frequently Asked Questions"],
  ["/shipping-returns", "Shipping & Returns"],
  ["/privacy", "Privacy Policy"],
]

for (const [path, heading] of PAGES) {
  test(`axe: no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    const h1 = page.getByRole("heading", { level: 1 })
    if (heading) await expect(h1).toHaveText(heading)
    else await expect(h1).toBeVisible()
    // Let skeletons give way to content before checking.
    await expect(page.locator('[role="status"] [data-testid="skeleton"], [data-testid="skeleton-card"]')).toHaveCount(0)
    // ...and transitions to finish (axe reads colours mid-fade otherwise).
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity)
    )
    expect(await seriousA11yViolations(page)).toEqual([])
  })
}

test("axe: the attar realm modal and the login dialog", async ({ page }) => {
  await page.goto("/attars")
  await expect(page.getByRole("dialog", { name: "Choose Your Attar Journey" })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])

  await page.goto("/perfumes")
  await page.getByTestId("product-card").first().getByTestId("wishlist-heart").click()
  await expect(page.getByRole("dialog", { name: "Save to Wishlist" })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
})

test("every page sets its own title and meta description", async ({ page }) => {
  const seen = new Set<string>()
  for (const [path] of PAGES.slice(0, 8)) {
    await page.goto(path)
    await expect(page).toHaveTitle(/\| Sugandh$/)
    const description = await page.locator('meta[name="description"]').getAttribute("content")
    expect(description?.length ?? 0).toBeGreaterThan(30)
    seen.add(await page.title())
  }
  expect(seen.size).toBeGreaterThanOrEqual(7)
})
