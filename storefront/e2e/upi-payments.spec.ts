import { expect, test } from "./support/test"

// Each test places orders through the API and drives two pages; the shared machine can be slow.
test.setTimeout(120_000)
import { addToCart, adminToken, createShopper, placeOrderViaApi, toast, upiAmount, useSession } from "./support/account"

/**
 * Manual UPI payments end to end (issue 17): the phone's "Pay with a UPI app"
 * link, the shopper's payment reference on /orders, and the operator
 * reconciling a bank statement in the dashboard.
 */

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test("the payment instructions on /orders offer the UPI app link first, with the order's amount", async ({ page, request }) => {
    const shopper = await createShopper(request, "upi-phone")
    await addToCart(request, shopper.token, "P1")
    const order = await placeOrderViaApi(request, shopper.token)
    await useSession(page, shopper.token)
    await page.goto("/orders")
    const card = page.locator(`[data-order-id="${order._id}"]`)
    await expect(card.getByTestId("order-payment")).toContainText("Awaiting payment")
    await card.getByRole("button", { name: "Payment instructions" }).click()

    const link = page.getByRole("link", { name: "Pay with a UPI app" })
    await expect(link).toBeVisible()
    const href = (await link.getAttribute("href"))!
    expect(href.startsWith("upi://pay?")).toBe(true)
    const upi = new URL(href.replace("upi://", "https://upi.example/"))
    expect(upi.searchParams.get("am")).toBe(upiAmount(order.total))
    expect(upi.searchParams.get("tr")).toBe(order.orderNumber)
    expect(upi.searchParams.get("cu")).toBe("INR")
    // Same fields as the QR; on a phone the link comes before the QR.
    const qr = page.getByTestId("upi-qr")
    await expect(qr).toHaveAttribute("data-upi-uri", href)
    const [linkBox, qrBox] = [await link.boundingBox(), await qr.boundingBox()]
    expect(linkBox!.y).toBeLessThan(qrBox!.y)
  })
})

test("a shopper submits a reference; the operator reconciles a statement and confirms the payment", async ({ page, request, browser }) => {
  const shopper = await createShopper(request, "upi-ref")
  await addToCart(request, shopper.token, "S1")
  const order = await placeOrderViaApi(request, shopper.token)
  const utr = String(Date.now()).slice(-12).padStart(12, "4")

  await useSession(page, shopper.token)
  await page.goto("/orders")
  const card = page.locator(`[data-order-id="${order._id}"]`)
  await card.getByLabel(/Already paid\? Enter the UPI reference/).fill("12345")
  await card.getByRole("button", { name: "Submit reference" }).click()
  await expect(card.getByRole("alert")).toContainText("Please enter the 12-digit UPI reference (UTR)")
  await card.getByLabel(/Already paid\? Enter the UPI reference/).fill(utr)
  await card.getByRole("button", { name: "Submit reference" }).click()
  await expect(toast(page, "Payment reference saved")).toBeVisible()
  await expect(card.getByTestId("order-payment")).toContainText("Payment submitted, awaiting confirmation")
  await expect(card.getByTestId("payment-reference")).toHaveText(utr)

  // The operator: the Orders tab shows the reference; the statement is reconciled and the match confirmed.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const admin = await context.newPage()
  await useSession(admin, await adminToken(request))
  await admin.goto("/admin?tab=orders")
  await admin.getByLabel("Payment filter").selectOption("submitted")
  const row = admin.locator(`[data-testid="admin-order-row"][data-order-id="${order._id}"]`)
  await expect(row.getByTestId("admin-order-payment")).toHaveText(`Payment submitted · Ref ${utr}`)

  const statement = [
    "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
    `01 Nov 2026,01 Nov 2026,UPI/${utr}/MEERA/okaxis,${utr},,${order.total.toFixed(2)},5000`,
    "01 Nov 2026,01 Nov 2026,SALARY,999999999999,,10000.00,15000",
  ].join("\n")
  await admin.getByLabel(/Statement CSV/).setInputFiles({ name: "statement.csv", mimeType: "text/csv", buffer: Buffer.from(statement) })
  await admin.getByRole("button", { name: "Preview matches" }).click()
  const preview = admin.getByTestId("reconcile-preview")
  const match = preview.getByTestId("reconcile-match").filter({ hasText: order.orderNumber })
  await expect(match).toContainText("by reference")
  await expect(match.getByRole("checkbox")).toBeChecked()
  await expect(preview.getByTestId("reconcile-unmatched")).toContainText("No pending order has this reference or order number")
  // Nothing is confirmed before the click.
  await admin.getByLabel("Payment filter").selectOption("all")
  await expect(row.getByTestId("admin-order-status")).toHaveAttribute("data-status", "pending")

  // Only this order is ticked (other e2e orders may match too): untick the rest.
  for (const other of await preview.getByTestId("reconcile-match").all()) {
    if (!(await other.textContent())?.includes(order.orderNumber)) await other.getByRole("checkbox").uncheck()
  }
  await preview.getByRole("button", { name: "Confirm 1 selected payment" }).click()
  await expect(preview.getByTestId("reconcile-outcome")).toContainText(`${order.orderNumber}: Confirmed`)
  await expect(row.getByTestId("admin-order-status")).toHaveAttribute("data-status", "processing")
  await context.close()

  await page.reload()
  await expect(card.getByTestId("order-status")).toHaveText("Processing")
  await expect(card.getByTestId("order-payment")).toHaveCount(0)
})
