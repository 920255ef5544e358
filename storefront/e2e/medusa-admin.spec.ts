import { expect, test, type Page } from "./support/test"
import { addToCart, ADMIN, api, BACKEND_URL, createShopper, placeOrderViaApi } from "./support/account"

/**
 * The shop's pages inside the Medusa admin (/app on the backend): an operator
 * signs in with the seeded account, moderates a review on our Reviews page,
 * and confirms and ships an order from our order widget.
 */
const APP = `${BACKEND_URL}/app`

async function signIn(page: Page) {
  await page.goto(`${APP}/login`)
  await page.locator('input[name="email"]').fill(ADMIN.email)
  await page.locator('input[name="password"]').fill(ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/login/, { timeout: 120_000 })
}

test("operator signs into the Medusa admin, moderates a review and runs an order through the widget", async ({ page, request }) => {
  // The admin is Vite's dev server here: its first screens compile on demand.
  test.setTimeout(360_000)

  // A real order through the shop's API, as the checkout page places it.
  const shopper = await createShopper(request, "medusa-admin")
  await addToCart(request, shopper.token, "P1")
  const order = await placeOrderViaApi(request, shopper.token)
  // And a review to moderate, so the page never depends on seeded reviews.
  const review = await api(request, "POST", "/reviews", shopper.token, {
    productId: "P1",
    rating: 4,
    customerName: "Meera Iyer",
    title: "Lovely and light",
    comment: "Stays for hours without being loud.",
  })
  expect(review.status, JSON.stringify(review.body)).toBe(201)

  await signIn(page)

  // Our Reviews page: listed in the admin's menu, rows with product, rating and status.
  await page.goto(`${APP}/reviews`)
  await expect(page.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible({ timeout: 60_000 })
  // Medusa's DataTable draws the table: the review rows are its body's rows.
  const reviewRows = page.locator("tbody").getByRole("row")
  const firstRow = reviewRows.first()
  await expect(firstRow).toBeVisible()
  await expect(firstRow.getByLabel(/out of 5 stars/)).toBeVisible()
  await firstRow.getByRole("button", { name: "Hide" }).click()
  await expect(page.getByText("Review hidden")).toBeVisible()
  await page.getByRole("combobox", { name: "Filter by status" }).click()
  await page.getByRole("option", { name: "Hidden" }).click()
  const hidden = reviewRows.first()
  await expect(hidden.getByText("Hidden", { exact: true })).toBeVisible()
  await hidden.getByRole("button", { name: "Show" }).click()
  await expect(page.getByText("Review shown")).toBeVisible()

  // The order widget on Medusa's order page: payment method, the shop's status and its actions.
  await page.goto(`${APP}/orders/${order._id}`)
  const widget = page.getByTestId("sugandh-order-widget")
  await expect(widget).toBeVisible({ timeout: 60_000 })
  await expect(widget.getByText("QR Code (UPI)")).toBeVisible()
  const status = widget.getByTestId("shop-order-status")
  await expect(status).toHaveText("Pending")
  await expect(widget.getByTestId("shop-payment-status")).toHaveText("Pending")

  await widget.getByRole("button", { name: "Confirm payment" }).click()
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click()
  await expect(status).toHaveText("Processing", { timeout: 30_000 })
  await expect(widget.getByTestId("shop-payment-status")).toHaveText("Paid")

  await widget.getByRole("button", { name: "Ship with tracking" }).click()
  await widget.getByLabel("Tracking number").fill("E2E-TRACK-1")
  await widget.getByRole("button", { name: "Ship order" }).click()
  // Fulfilment and shipment are two Medusa workflows: allow a slow machine time.
  await expect(status).toHaveText("Shipped", { timeout: 60_000 })
  await expect(widget.getByText("E2E-TRACK-1")).toBeVisible()
})
