/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they need the DOM types.
import { expect, test } from "./support/test"

test("attar realms: an invalid realm keeps the modal; choosing one lists it; Change Realm returns", async ({ page }) => {
  await page.goto("/attars?realm=atlantis")
  const modal = page.getByRole("dialog", { name: "Choose Your Attar Journey" })
  await expect(modal).toBeVisible()
  // Scroll is locked while the modal is open.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden")
  await expect(page).toHaveURL(/realm=atlantis/)

  await modal.getByRole("button", { name: /Heritage/ }).click()
  await expect(page).toHaveURL(/realm=heritage/)
  await expect(modal).toBeHidden()
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden")
  const cards = page.getByTestId("product-card")
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeGreaterThan(0)

  await page.getByRole("button", { name: "Change Realm" }).click()
  await expect(page).not.toHaveURL(/realm=/)
  await expect(page.getByRole("dialog", { name: "Choose Your Attar Journey" })).toBeVisible()

  await page.getByRole("link", { name: /Back to Categories/ }).click()
  await expect(page).toHaveURL(/\/categories$/)
})
