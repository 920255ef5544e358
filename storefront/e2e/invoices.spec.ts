import { execFileSync } from "child_process"
import fs from "fs"
import { expect, test, type Download, type Page, type Response } from "./support/test"
import {
  addToCart,
  adminToken,
  createShopper,
  operator,
  placeOrderViaApi,
  useSession,
  fillCheckoutAddress,
  shopperAtCheckout,
} from "./support/account"

/**
 * GST invoices (issue 18): a shopper with a confirmed order downloads the tax
 * invoice from /orders, and the operator downloads the same document from the
 * dashboard's order details. The PDF is read with poppler's pdftotext.
 */

/** Clicks "Download invoice" (or "Download credit note") and returns the browser's download with the API's answer behind it. */
async function downloadInvoice(page: Page, scope: ReturnType<Page["locator"]>, apiPath: string, button = "Download invoice") {
  const answered = page.waitForResponse((r: Response) => r.url().includes(apiPath) && r.request().method() === "GET")
  const downloaded = page.waitForEvent("download")
  await scope.getByRole("button", { name: button }).click()
  const [response, download] = await Promise.all([answered, downloaded])
  return { response, download }
}

async function pdfText(download: Download): Promise<{ bytes: Buffer; text: string }> {
  const file = await download.path()
  const bytes = fs.readFileSync(file)
  return { bytes, text: execFileSync("pdftotext", ["-layout", file, "-"]).toString() }
}

test("a shopper downloads the GST invoice of a confirmed order on /orders; the operator the same from the dashboard", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000) // a small machine: sign-up, order, confirmation and two PDF renders
  const shopper = await createShopper(request, "invoice")
  await addToCart(request, shopper.token, "P1") // ₹299 perfume, shipped to Karnataka: IGST (the store is in Uttar Pradesh)
  const order = await placeOrderViaApi(request, shopper.token, "bank-transfer")

  await useSession(page, shopper.token)
  await page.goto("/orders")
  const card = page.locator(`[data-order-id="${order._id}"]`)
  // Before the payment is confirmed there is no invoice to download.
  await card.getByRole("button", { name: "View Details" }).click()
  const detail = page.getByTestId("order-detail")
  await expect(detail).toBeVisible()
  await expect(detail.getByRole("button", { name: "Download invoice" })).toHaveCount(0)
  await page.getByRole("button", { name: "Close order details" }).click()

  await operator(request, order._id, "confirm")
  await page.reload()
  await card.getByRole("button", { name: "View Details" }).click()
  const mine = await downloadInvoice(page, detail, `/api/auth/orders/${encodeURIComponent(order._id)}/invoice`)
  expect(mine.response.status()).toBe(200)
  expect(mine.response.headers()["content-type"]).toBe("application/pdf")
  const serverName = /filename="(SGH-\d\d-\d\d-\d{5})\.pdf"/.exec(mine.response.headers()["content-disposition"] ?? "")
  expect(serverName).not.toBeNull()
  const number = serverName![1].replace(/^SGH-(\d\d-\d\d)-/, "SGH/$1/")
  expect(mine.download.suggestedFilename()).toBe(`Invoice-${order.orderNumber}.pdf`)
  const shopperPdf = await pdfText(mine.download)
  expect(shopperPdf.bytes.subarray(0, 5).toString()).toBe("%PDF-")
  expect(shopperPdf.text).toContain("TAX INVOICE")
  expect(shopperPdf.text).toContain(`Invoice number: ${number}`)
  expect(shopperPdf.text).toContain(`Order: ${order.orderNumber}`)
  expect(shopperPdf.text).toMatch(/GSTIN: \d\d[A-Z0-9]{13}/)
  expect(shopperPdf.text).toContain("Place of supply: Karnataka (29)")
  expect(shopperPdf.text).toContain("IGST")
  expect(shopperPdf.text).toContain(`Invoice total: ₹${order.total.toFixed(2)}`)

  // The operator: Orders tab, View Details, Download invoice: the same document, byte for byte.
  const context = await browser.newContext()
  const admin = await context.newPage()
  await useSession(admin, await adminToken(request))
  await admin.goto("/admin?tab=orders")
  const row = admin.locator(`[data-testid="admin-order-row"][data-order-id="${order._id}"]`)
  await row.getByRole("button", { name: /View Details/ }).click()
  const details = admin.getByTestId("admin-order-details")
  await expect(details).toBeVisible()
  const theirs = await downloadInvoice(admin, details, `/api/admin/orders/${encodeURIComponent(order._id)}/invoice`)
  expect(theirs.response.status()).toBe(200)
  expect(theirs.response.headers()["content-type"]).toBe("application/pdf")
  expect(theirs.download.suggestedFilename()).toBe(`Invoice-${order.orderNumber}.pdf`)
  const operatorPdf = await pdfText(theirs.download)
  expect(operatorPdf.text).toContain(`Invoice number: ${number}`)
  expect(operatorPdf.bytes.equals(shopperPdf.bytes)).toBe(true)
  await context.close()

  // Cancelling the invoiced order issues a credit note, which the shopper downloads from the same details.
  await expect(detail.getByRole("button", { name: "Download credit note" })).toHaveCount(0)
  const cancelled = await request.put(`/api/auth/orders/${encodeURIComponent(order._id)}/cancel`, {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { reason: "Changed my mind" },
  })
  expect(cancelled.status()).toBe(200)
  await page.reload()
  await card.getByRole("button", { name: "View Details" }).click()
  const credit = await downloadInvoice(
    page,
    detail,
    `/api/auth/orders/${encodeURIComponent(order._id)}/credit-note`,
    "Download credit note"
  )
  expect(credit.response.status()).toBe(200)
  expect(credit.download.suggestedFilename()).toBe(`Credit-note-${order.orderNumber}.pdf`)
  const creditPdf = await pdfText(credit.download)
  expect(creditPdf.text).toContain("CREDIT NOTE")
  expect(creditPdf.text).toContain(`Against invoice: ${number}`)
})

test("a business shopper enters a GSTIN at checkout and downloads a B2B invoice carrying it", async ({ page, request }) => {
  test.setTimeout(300_000)
  await shopperAtCheckout(page, request, "b2b-invoice", "P1")
  await fillCheckoutAddress(page)
  await page.getByRole("checkbox", { name: /Business purchase/ }).check()
  await page.getByRole("textbox", { name: /^GSTIN/ }).fill("27aapfu0939f1zv")
  await page.getByRole("textbox", { name: /^Business name/ }).fill("Pune Attar House LLP")

  const answer = page.waitForResponse((r) => r.url().endsWith("/api/auth/orders") && r.request().method() === "POST")
  await page.getByTestId("place-order").click()
  const placed = (await (await answer).json()) as { order: { id: string; orderNumber: string } }
  await expect(page.getByTestId("order-placed")).toBeVisible()

  await operator(request, placed.order.id, "confirm")
  await page.goto("/orders")
  const card = page.locator(`[data-order-id="${placed.order.id}"]`)
  await card.getByRole("button", { name: "View Details" }).click()
  const detail = page.getByTestId("order-detail")
  const mine = await downloadInvoice(page, detail, `/api/auth/orders/${encodeURIComponent(placed.order.id)}/invoice`)
  expect(mine.response.status()).toBe(200)
  const { text } = await pdfText(mine.download)
  expect(text).toContain("Pune Attar House LLP")
  expect(text).toContain("Recipient GSTIN: 27AAPFU0939F1ZV")
  // The GSTIN's state (Maharashtra) is the place of supply of the B2B invoice.
  expect(text).toContain("Place of supply: Maharashtra (27)")
  expect(text).toContain("ORIGINAL FOR RECIPIENT")
})
