/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they need the DOM types.
import { expect, test } from "./support/test"

test.use({ viewport: { width: 360, height: 740 } })

test("mobile: the hamburger opens the navigation drawer, the overlay closes it, links navigate", async ({ page }) => {
  await page.goto("/")
  const drawer = page.getByRole("navigation", { name: "Main menu" })
  await expect(drawer).toBeHidden()
  await page.getByRole("button", { name: "Open menu" }).click()
  await expect(drawer).toBeVisible()
  await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused()

  // Keyboard: Tab stays inside the open panel; Escape closes it and returns focus to the hamburger.
  await page.keyboard.press("Shift+Tab")
  await expect(drawer.getByRole("link", { name: "Contact Us" })).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(drawer).toBeHidden()
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused()

  await page.getByRole("button", { name: "Open menu" }).click()
  await page.getByTestId("mobile-nav-overlay").click({ position: { x: 340, y: 400 } })
  await expect(drawer).toBeHidden()

  await page.getByRole("button", { name: "Open menu" }).click()
  await drawer.getByRole("link", { name: "Attars" }).click()
  await expect(page).toHaveURL(/\/attars$/)
  await expect(drawer).toBeHidden()
})

test("mobile: the search toggle opens a search with a close button", async ({ page }) => {
  await page.goto("/faq")
  await page.getByRole("button", { name: "Open search" }).click()
  const box = page.locator("#mobile-search").getByRole("combobox", { name: "Search products" })
  await expect(box).toBeFocused()
  await box.fill("rose")
  await expect(page.locator("#mobile-search").getByRole("option").first()).toBeVisible()
  await page.getByRole("button", { name: "Close search" }).click()
  await expect(page.locator("#mobile-search")).toHaveCount(0)
})

test("mobile: the filter drawer shows the active-filter count and closes on its backdrop", async ({ page }) => {
  await page.goto("/perfumes?fragrance=woody")
  const toggle = page.getByRole("button", { name: /^Filters/ })
  await expect(toggle).toContainText("1")
  const drawer = page.getByTestId("filter-drawer")
  await expect(drawer).not.toBeInViewport()
  await toggle.click()
  await expect(drawer).toBeInViewport()
  await expect(drawer).toContainText("(1 active)")
  await drawer.getByRole("group", { name: "Price Range" }).getByLabel("Under ₹280").click()
  await expect(drawer).toContainText("(2 active)")
  await expect(page).toHaveURL(/price=/)
  await page.getByTestId("filter-backdrop").click({ position: { x: 350, y: 300 } })
  await expect(drawer).not.toBeInViewport()
  await expect(toggle).toContainText("2")
})

test("mobile: the filter drawer takes focus, keeps Tab inside and gives focus back on Escape", async ({ page }) => {
  await page.goto("/perfumes")
  const toggle = page.getByRole("button", { name: /^Filters/ })
  await toggle.click()
  const drawer = page.getByTestId("filter-drawer")
  await expect(drawer.getByRole("button", { name: "Close filters" })).toBeFocused()
  await page.keyboard.press("Shift+Tab")
  await expect(drawer.getByRole("button", { name: "Clear Filters" })).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(drawer.getByRole("button", { name: "Close filters" })).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(drawer).not.toBeInViewport()
  await expect(toggle).toBeFocused()
})
