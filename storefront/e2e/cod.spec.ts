import { execFileSync } from "child_process"
import fs from "fs"
import { expect, test, type Response } from "./support/test"
import { adminToken, toast, useSession, fillCheckoutAddress, shopperAtCheckout } from "./support/account"

/*
 * Cash on delivery end to end (issue 30): the shopper checks out with COD (its
 * fee shown before choosing), confirms the order from /orders; the operator
 * ships it from the dashboard, marks it delivered, marks the cash collected
 * from the courier's remittance file; the shopper downloads the invoice
 * (issued at dispatch) with the COD fee line.
 */
test("a shopper checks out with COD and confirms it; the operator ships it and marks the cash collected from a remittance file", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000)
  // Cash on delivery needs a verified e-mail (issue 43).
  const { cart } = await shopperAtCheckout(page, request, "cod", "P1", { verified: true })
  await fillCheckoutAddress(page)
  // The fee is shown before the shopper chooses; the option opens once the PIN allows COD.
  await expect(page.getByTestId("payment-cod")).toContainText("COD fee ₹49")
  const cod = page.getByRole("radio", { name: /Cash on Delivery/ })
  await expect(cod).toBeEnabled()
  const place = page.getByTestId("place-order")
  await expect(place).toContainText(`₹${cart.total}`)
  await cod.check()
  await expect(place).toContainText(`₹${cart.total + 49}`)
  await expect(page.locator('[data-row="cod-fee"] dd')).toHaveText("₹49")

  const answer = page.waitForResponse((r) => r.url().endsWith("/api/auth/orders") && r.request().method() === "POST")
  await place.click()
  const placed = (await (await answer).json()) as { order: { id: string; orderNumber: string; total: number; codFee: number } }
  expect(placed.order).toMatchObject({ codFee: 49, total: cart.total + 49 })
  await expect(page.getByTestId("order-placed")).toContainText("waiting for your confirmation")

  // /orders: one tap confirms it.
  await page.goto("/orders")
  const card = page.locator(`[data-order-id="${placed.order.id}"]`)
  await expect(card.getByTestId("order-cod")).toContainText("Awaiting your confirmation")
  await card.getByRole("button", { name: "Confirm order" }).click()
  await expect(toast(page, "Thank you! Your cash on delivery order is confirmed.")).toBeVisible()
  await expect(card.getByTestId("order-cod")).toHaveCount(0)
  await expect(card.getByTestId("order-status")).toHaveText("Processing")

  // The operator ships it, marks it delivered, and reads the courier's remittance.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const admin = await context.newPage()
  await useSession(admin, await adminToken(request))
  await admin.goto("/admin?tab=orders")
  const row = admin.locator(`[data-testid="admin-order-row"][data-order-id="${placed.order.id}"]`)
  await expect(row.getByTestId("admin-order-payment")).toHaveText("COD · cash on delivery")
  await row.getByRole("button", { name: "Ship Order" }).click()
  const awb = `DLV${Date.now()}`
  const ship = admin.locator("dialog[open]")
  await ship.getByLabel("Tracking number").fill(awb)
  await ship.getByLabel("Estimated delivery (optional)").fill("2031-03-15")
  await ship.getByRole("button", { name: "Ship Order", exact: true }).click()
  await expect(row.getByTestId("admin-order-status")).toHaveText("Shipped")
  await row.getByLabel(`Status of order ${placed.order.orderNumber}`).selectOption("delivered")
  await admin.getByTestId("admin-confirm-status").getByRole("button", { name: "Mark Delivered" }).click()
  await expect(row.getByTestId("admin-order-status")).toHaveText("Delivered")
  await admin.getByLabel("Payment filter").selectOption("cod-cash")
  await expect(row).toBeVisible()

  const remittance = ["AWB Number,Order ID,COD Amount", `${awb},,${placed.order.total.toFixed(2)}`, "NOSUCHAWB,,100.00"].join("\n")
  await admin
    .getByLabel(/Courier remittance CSV/)
    .setInputFiles({ name: "remittance.csv", mimeType: "text/csv", buffer: Buffer.from(remittance) })
  await admin.getByRole("button", { name: "Preview remittance" }).click()
  const preview = admin.getByTestId("admin-remittance").getByTestId("remittance-preview")
  const match = preview.getByTestId("remittance-match").filter({ hasText: placed.order.orderNumber })
  await expect(match.getByRole("checkbox")).toBeChecked()
  await expect(preview.getByTestId("remittance-unmatched")).toContainText("No shipped cash on delivery order has this AWB or order number")
  await preview.getByRole("button", { name: "Mark 1 selected order paid" }).click()
  await expect(preview.getByTestId("remittance-outcome")).toContainText(`${placed.order.orderNumber}: Marked paid`)
  await admin.getByLabel("Payment filter").selectOption("all")
  await expect(row.getByTestId("admin-order-payment")).toHaveText("COD · cash collected")
  await context.close()

  // The shopper: the timeline is complete and the invoice (issued at dispatch) lists the COD fee.
  await page.reload()
  await card.getByRole("button", { name: "View Details" }).click()
  const detail = page.getByTestId("order-detail")
  await expect(detail.getByRole("list", { name: "Order progress" })).toContainText("Paid")
  const answered = page.waitForResponse((r: Response) => r.url().includes(`/invoice`) && r.request().method() === "GET")
  const downloaded = page.waitForEvent("download")
  await detail.getByRole("button", { name: "Download invoice" }).click()
  const [response, download] = await Promise.all([answered, downloaded])
  expect(response.status()).toBe(200)
  const text = execFileSync("pdftotext", ["-layout", await download.path(), "-"]).toString()
  expect(fs.existsSync(await download.path())).toBe(true)
  expect(text).toContain("TAX INVOICE")
  expect(text).toMatch(/Cash on delivery fee\s+996812/)
})
