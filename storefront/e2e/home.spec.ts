/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they need the DOM types.
import { expect, test } from "./support/test"

const activeSlide = (page: import("@playwright/test").Page) =>
  page.locator('[data-testid="hero-slide"][data-active="true"]').getAttribute("aria-label")

test("home carousel advances every 3 s, pauses 10 s after an arrow, then resumes", async ({ page }) => {
  // The page's clock is Playwright's: the test moves it on instead of sleeping through the intervals.
  await page.clock.install()
  await page.goto("/")
  const carousel = page.getByTestId("hero-carousel")
  await expect(carousel).toBeVisible()
  await expect(page.getByTestId("hero-slide")).toHaveCount(4)

  // Auto-play: the first slide gives way after 3 s.
  const first = await activeSlide(page)
  expect(first).toMatch(/^1 of 4/)
  await page.clock.runFor(3_100)
  await expect.poll(() => activeSlide(page)).not.toBe(first)

  // Manual use pauses: the chosen slide stays for longer than the 3 s interval.
  await page.getByRole("button", { name: /^Show slide 3/ }).click()
  await expect(carousel).toHaveAttribute("data-paused", "true")
  const chosen = await activeSlide(page)
  expect(chosen).toMatch(/^3 of 4/)
  await page.clock.runFor(6_000)
  expect(await activeSlide(page)).toBe(chosen)
  await expect(carousel).toHaveAttribute("data-paused", "true")

  // ...and resumes 10 s after the click, moving on 3 s later.
  await page.clock.runFor(4_200)
  await expect(carousel).toHaveAttribute("data-paused", "false")
  await page.clock.runFor(3_100)
  await expect.poll(() => activeSlide(page)).toMatch(/^4 of 4/)
})

test("home shows the best sellers with offers and prices, and the newsletter subscribes", async ({ page }) => {
  await page.goto("/")
  const best = page.getByRole("list", { name: "Best sellers" })
  await expect(best.getByTestId("product-card")).toHaveCount(4)
  expect(await best.getByTestId("product-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-product-id")))).toEqual([
    "P1",
    "A12",
    "RF1",
    "S1",
  ])
  await expect(best.getByRole("link", { name: /^View Product/ })).toHaveCount(4)
  await expect(best.getByRole("button", { name: /^Add to Cart/ })).toHaveCount(4)

  await page.getByRole("link", { name: "Explore Collection" }).click()
  await expect(page).toHaveURL(/\/categories$/)
  await page.goBack()

  await page.getByRole("textbox", { name: "Email address" }).fill(`news-${Date.now()}@example.com`)
  await page.getByRole("button", { name: "Subscribe" }).click()
  await expect(page.getByTestId("toast").filter({ hasText: /subscrib/i })).toBeVisible()
})
