import { createRequire } from "node:module"
import { expect, test, type Page } from "./support/test"
import { addToCart, ADMIN, adminToken, api, BACKEND_URL, createShopper, placeOrderViaApi, verifyShopperEmail } from "./support/account"
import { COD_MESSAGES } from "@sugandh/contract"

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

/**
 * What a payment gateway's confirmation (or the shop's own record of the transfer) leaves on a manual
 * UPI payment: the shop has seen the money (received_at in the payment's data, as
 * lib/payments/money-received writes it), so Medusa's own Capture is allowed. Written straight into the
 * e2e database: the shop's paths that record it (Confirm payment, statement, Cash collected) capture at once.
 */
async function recordTransferSeen(orderId: string) {
  const url = process.env.E2E_DATABASE_URL
  test.skip(!url, "E2E_DATABASE_URL is needed to record the transfer")
  const { Client } = createRequire(import.meta.url)("pg") as typeof import("pg")
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    const { rowCount } = await client.query(
      `UPDATE payment SET data = coalesce(data, '{}'::jsonb) || jsonb_build_object('received_at', now()::text, 'received_by', 'e2e-gateway')
       WHERE payment_collection_id IN (SELECT payment_collection_id FROM order_payment_collection WHERE order_id = $1 AND deleted_at IS NULL)
         AND captured_at IS NULL AND canceled_at IS NULL`,
      [orderId]
    )
    expect(rowCount).toBe(1)
  } finally {
    await client.end()
  }
}

test("Capture payment in Medusa admin on an order paid by UPI issues the shop's invoice (issue 48)", async ({ page, request }) => {
  test.setTimeout(360_000)
  const shopper = await createShopper(request, "medusa-capture")
  await addToCart(request, shopper.token, "P1")
  const order = await placeOrderViaApi(request, shopper.token)
  const operatorToken = await adminToken(request)
  const invoice = () =>
    request.get(`${BACKEND_URL}/api/admin/orders/${order._id}/invoice`, { headers: { authorization: `Bearer ${operatorToken}` } })
  // Nothing to download before the payment is captured.
  expect((await invoice()).status()).toBe(409)
  await recordTransferSeen(order._id)

  await signIn(page)
  await page.goto(`${APP}/orders/${order._id}`)
  // Medusa's own payment section: "Capture payment", then its confirmation prompt.
  await page.getByRole("button", { name: "Capture payment" }).click({ timeout: 60_000 })
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click()
  await expect(page.getByText(/successfully captured/)).toBeVisible({ timeout: 30_000 })

  // payment.captured → the shop's invoice (a subscriber, after Medusa answered).
  await expect.poll(async () => (await invoice()).status(), { timeout: 30_000 }).toBe(200)
  const pdf = await invoice()
  expect(pdf.headers()["content-type"]).toContain("application/pdf")
  // Our widget read the order before Medusa's capture and still offers "Confirm payment": the shop refuses
  // it, and the widget says why in the server's words (not the HTTP library's conflict text).
  const refused = await request.put(`${BACKEND_URL}/api/admin/orders/${order._id}/confirm`, {
    headers: { authorization: `Bearer ${operatorToken}` },
    data: {},
  })
  expect(refused.status()).toBeGreaterThanOrEqual(400)
  const reason = ((await refused.json()) as { message: string }).message
  const widget = page.getByTestId("sugandh-order-widget")
  await widget.getByRole("button", { name: "Confirm payment" }).click()
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click()
  await expect(page.getByText(reason, { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/conflicted with another request/)).toHaveCount(0)
  // A fresh page shows the shop's state now.
  await page.reload()
  await expect(page.getByTestId("sugandh-order-widget").getByTestId("shop-payment-status")).toHaveText("Paid", { timeout: 60_000 })
})

// Medusa's order page lists only the goods under "Unfulfilled Items": the COD fee is done at placement, so
// Medusa shows no card for lines without shipping; the shop's refusal names the order's state.
test("fulfilling an unconfirmed cash-on-delivery order in Medusa admin shows the shop's refusal (issue 48)", async ({ page, request }) => {
  test.setTimeout(360_000)
  const shopper = await createShopper(request, "medusa-cod")
  // Cash on delivery needs a verified e-mail (issue 43).
  await verifyShopperEmail(request, shopper)
  await addToCart(request, shopper.token, "P1")
  const order = await placeOrderViaApi(request, shopper.token, "cod")

  await signIn(page)
  await page.goto(`${APP}/orders/${order._id}`)
  // One card, the goods' (both cards render at once, so a second one would be there with the first).
  await expect(page.getByRole("heading", { name: "Unfulfilled Items" })).toHaveCount(1, { timeout: 60_000 })
  // Medusa's "Fulfill items" form for the goods, as the "Requires shipping" card's menu opens it.
  await page.goto(`${APP}/orders/${order._id}/fulfillment?requires_shipping=true`)
  // The form fills in the order's shipping option once Medusa's options load; a click before that gets its
  // own "Shipping option is required" (a slow machine), so click again until the shop's answer shows.
  await expect(async () => {
    await page.getByRole("button", { name: "Create Fulfillment" }).click({ timeout: 10_000 })
    await expect(page.getByText(COD_MESSAGES.confirmBeforeShipping)).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 120_000 })

  // Nothing was fulfilled: the order still waits for the shopper's confirmation.
  await page.goto(`${APP}/orders/${order._id}`)
  const widget = page.getByTestId("sugandh-order-widget")
  await expect(widget.getByTestId("shop-order-status")).toHaveText("Pending", { timeout: 60_000 })
  await expect(page.getByText("Fulfillment created successfully")).toHaveCount(0)
})
