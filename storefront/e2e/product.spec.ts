/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they need the DOM types.
import { expect, test } from "./support/test"
import { insertReviews } from "./support/shop"

test("product page shows its details, savings and free-shipping note; unknown ids say Product not found", async ({ page }) => {
  await page.goto("/product/P1")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.getByTestId("you-save")).toHaveText(/^You save ₹\d+ \(\d+% off\)$/)
  await expect(page.getByText("Free shipping on orders of ₹599 or more")).toBeVisible()
  await expect(page.getByRole("button", { name: /^Add to Cart/ })).toBeVisible()
  await expect(page.getByRole("button", { name: "Add to Wishlist" })).toBeVisible()

  // A lower-case catalogue id works too; a Medusa id is tried by the same lookup.
  await page.goto("/product/p2")
  await expect(page.locator("[data-product-id='P2']").first()).toBeVisible()

  await page.goto("/product/NOPE999")
  await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible()
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible()
})

test("a guest writes a review: validation texts, then success, held for moderation", async ({ page }) => {
  // RF3: a product other tests leave alone.
  await page.goto("/product/RF3")
  const reviews = page.locator("#reviews")
  await expect(reviews.getByRole("heading", { name: "Customer Reviews" })).toBeVisible()
  await reviews.getByRole("button", { name: "Write a Review" }).click()

  const submit = reviews.getByRole("button", { name: "Submit Review" })
  await expect(submit).toBeDisabled() // no rating yet
  // The star's label is the visible target; its radio is the accessible control.
  await reviews
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: "4 stars" }) })
    .click()
  await expect(reviews.getByRole("radio", { name: "4 stars" })).toBeChecked()
  await expect(submit).toBeEnabled()

  await reviews.getByLabel("Your name").fill("A")
  await submit.click()
  await expect(reviews.getByTestId("review-error")).toHaveText("Please enter your name")

  await reviews.getByLabel("Your name").fill("Asha Verma")
  await reviews.getByLabel("Your email").fill("asha-at-example.com")
  await submit.click()
  await expect(reviews.getByTestId("review-error")).toHaveText("Please enter a valid email address")
  await expect(reviews.getByText("Your email will not be shown publicly.")).toBeVisible()

  await reviews.getByLabel("Your email").fill(`asha-${Date.now()}@example.com`)
  const title = `Lovely and fresh ${Date.now()}` // unique, so re-runs on one database stay independent
  await reviews.getByLabel(/Review title/).fill(title)
  await reviews.getByLabel(/Your review/).fill("Fills the room for hours.")
  await expect(reviews.getByText("25/1000 characters")).toBeVisible()
  await submit.click()

  await expect(page.getByTestId("toast").filter({ hasText: "Review submitted successfully!" })).toBeVisible()
  // A guest's review is held until an operator shows it in the Medusa admin.
  await expect(page.getByTestId("toast").filter({ hasText: "Your review will appear once our team has checked it." })).toBeVisible()
  await expect(reviews.getByRole("button", { name: "Write a Review" })).toBeVisible() // collapsed again
  await expect(reviews.getByTestId("review-stats")).toContainText(/Based on \d+ reviews?/)
  await expect(reviews.getByTestId("review-item").filter({ hasText: title })).toHaveCount(0)
})

test("reviews paginate 10 per page with Previous / Next and Page X of Y", async ({ page }) => {
  test.skip(!process.env.E2E_DATABASE_URL, "needs E2E_DATABASE_URL to add reviews past the public rate limit")
  await insertReviews("S17", 12)
  await page.goto("/product/S17")
  const reviews = page.locator("#reviews")
  await expect(reviews.getByTestId("review-item")).toHaveCount(10)
  const status = reviews.getByText(/^Page \d+ of \d+$/)
  await expect(status).toHaveText(/^Page 1 of [2-9]$/)
  await expect(reviews.getByRole("button", { name: "Previous" })).toBeDisabled()

  await reviews.getByRole("button", { name: "Next" }).click()
  await expect(status).toHaveText(/^Page 2 of/)
  await expect(reviews.getByRole("button", { name: "Previous" })).toBeEnabled()
  await reviews.getByRole("button", { name: "Previous" }).click()
  await expect(status).toHaveText(/^Page 1 of/)

  // Sorting by lowest rating starts with a 1-star review.
  await reviews.getByLabel("Sort reviews").selectOption({ label: "Lowest Rating" })
  await expect(reviews.getByTestId("review-item").first()).toContainText("Rated 1 out of 5")
})
