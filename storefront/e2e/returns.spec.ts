import { expect, test, type Page } from "./support/test"
import { addToCart, adminToken, api, BACKEND_URL, createShopper, operator, placeOrderViaApi, useSession, ADMIN } from "./support/account"

/**
 * Returns and exchanges (issue 45), lean: the shopper's side in the browser, the operator's through
 * the /api/admin routes the dashboard calls (its Returns tab has unit tests of its own), Medusa's
 * admin through its Admin API. One delivered order of two lines serves the return, the exchange and
 * the Medusa admin return, so the stack places and delivers a single order.
 */

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64")

/** The order's details on /orders, opened. */
async function openOrder(page: Page, orderId: string) {
  await page.goto("/orders")
  await page.locator(`[data-order-id="${orderId}"]`).getByRole("button", { name: "View Details" }).click()
  const detail = page.getByTestId("order-detail")
  await expect(detail).toBeVisible()
  return detail
}

/** Another size of Velvet Oud (P1, 10ml) through the dashboard's Add Product: the size an exchange offers. */
async function addSize(request: Parameters<typeof adminToken>[0], token: string) {
  const res = await request.post(`${BACKEND_URL}/api/admin/products`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      name: "Velvet Oud",
      brand: "Sugandh",
      description: "Velvet Oud, the larger bottle.",
      price: "499",
      category: "perfumes",
      fragrance: "oriental",
      size: "30ml",
      stockQuantity: "10",
      images: { name: "velvet-oud-big.png", mimeType: "image/png", buffer: PNG },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).product as { id: string }
}

// Written at the end of issue 45's session and not run yet (no time left on the shared machine):
// marked fixme so CI skips it until someone runs it once with `npm test -- --only=e2e e2e/returns.spec.ts`.
test.fixme("a return of one of two lines with photos is approved, received, refunded and credited; an exchange for another size ships; a return made in Medusa admin shows", async ({
  page,
  request,
}) => {
  test.setTimeout(420_000) // a small machine: an order delivered, three order changes, a PDF
  const admin = await adminToken(request)
  await addSize(request, admin)
  const shopper = await createShopper(request, "returns")
  await addToCart(request, shopper.token, "P1", 2)
  await addToCart(request, shopper.token, "P2", 2)
  const order = await placeOrderViaApi(request, shopper.token, "qr-code")
  for (const step of ["confirm", "ship", "deliver"] as const) await operator(request, order._id, step, admin)
  await useSession(page, shopper.token)

  // 1. The shopper returns one unit of Morning Dew (P2) with a photo.
  let detail = await openOrder(page, order._id)
  await detail.getByRole("button", { name: "Return or exchange" }).click()
  const form = detail.getByTestId("return-form")
  await form.getByLabel(/^Morning Dew/).fill("1")
  await form.getByLabel("Reason").selectOption({ label: "Damaged or leaked in transit" })
  await form.getByLabel(/^Photos/).setInputFiles({ name: "leak.png", mimeType: "image/png", buffer: PNG })
  await form.getByLabel("UPI ID").fill("asha@ybl")
  await form.getByRole("button", { name: "Request return" }).click()
  const returned = detail.getByTestId("return-item").filter({ hasText: "Morning Dew" })
  await expect(returned.getByTestId("return-state")).toHaveText("Requested")
  await expect(returned.getByRole("img", { name: "Your photo 1" })).toBeVisible()

  // The operator approves, receives the unit back into stock and refunds (a refund due, paid with the UTR).
  const mine = await api<{ returns: { id: string; items: { line: number }[] }[] }>(
    request,
    "GET",
    `/auth/orders/${order._id}/returns`,
    shopper.token
  )
  const returnId = mine.body.returns[0].id
  const line = mine.body.returns[0].items[0].line
  const act = async (path: string, body: Record<string, unknown> = {}) => {
    const res = await api(request, "POST", `/admin/returns/${returnId}/${path}`, admin, body)
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200)
    return res.body as { return: { refundAmount: number; items: { line: number }[] } }
  }
  await act("approve")
  await act("receive", { items: [{ line, accepted: 1, damaged: 0 }] })
  const refunded = await act("refund")
  const dues = await api<{ refunds: { id: string; source_key: string }[] }>(request, "GET", "/admin/refunds-due", admin)
  const due = dues.body.refunds.find((d) => d.source_key === `return:${returnId}`)!
  expect((await api(request, "POST", `/admin/refunds-due/${due.id}/paid`, admin, { utr: "412345678901" })).status).toBe(200)

  // The shopper sees the refund and downloads the return's credit note.
  detail = await openOrder(page, order._id)
  await expect(returned.getByTestId("return-state")).toHaveText("Refunded")
  await expect(returned).toContainText(`Refund ₹${refunded.return.refundAmount}`)
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    detail.getByRole("button", { name: "Download credit note" }).first().click(),
  ])
  expect(download.suggestedFilename()).toBe(`Credit-note-${order.orderNumber}.pdf`)

  // 2. An exchange of one Velvet Oud for the bigger size: the difference shown before asking, then owed.
  await detail.getByRole("button", { name: "Return or exchange" }).click()
  await form
    .getByLabel(/^Velvet Oud/)
    .first()
    .fill("1")
  await form.getByLabel("Velvet Oud: refund or exchange").selectOption({ index: 1 })
  await expect(form.getByTestId("exchange-difference")).toContainText("₹200.00 more")
  await form.getByLabel("Reason").selectOption({ label: "Unopened and sealed — changed my mind" })
  await form.getByRole("button", { name: "Request exchange" }).click()
  const exchanged = detail.getByTestId("return-item").filter({ hasText: "Velvet Oud" })
  await expect(exchanged.getByTestId("return-exchange")).toContainText("₹200.00 more to pay")
  const exchange = (
    await api<{ returns: { id: string; exchange: { id: string } | null }[] }>(
      request,
      "GET",
      `/auth/orders/${order._id}/returns`,
      shopper.token
    )
  ).body.returns.find((r) => r.exchange)!
  expect((await api(request, "POST", `/admin/returns/${exchange.id}/approve`, admin)).status).toBe(200)
  // The difference is recorded in Medusa admin ("Mark as paid" on the exchange's payment collection), then it ships.
  const medusa = await request.post(`${BACKEND_URL}/auth/user/emailpass`, { data: ADMIN })
  const medusaToken = (await medusa.json()).token as string
  const medusaApi = (method: "GET" | "POST", path: string, data?: unknown) =>
    request.fetch(`${BACKEND_URL}${path}`, { method, headers: { Authorization: `Bearer ${medusaToken}` }, data })
  const medusaOrder = await (
    await medusaApi("GET", `/admin/orders/${order._id}?fields=id,*items,payment_collections.id,payment_collections.status`)
  ).json()
  const open = medusaOrder.order.payment_collections.find((pc: { status: string }) => pc.status === "not_paid")
  expect((await medusaApi("POST", `/admin/payment-collections/${open.id}/mark-as-paid`, { order_id: order._id })).status()).toBe(200)
  expect((await api(request, "POST", `/admin/returns/${exchange.id}/ship-exchange`, admin, { trackingNumber: "EXCH12345" })).status).toBe(
    200
  )
  detail = await openOrder(page, order._id)
  await expect(exchanged.getByTestId("return-exchange")).toContainText("The new size is on its way (tracking EXCH12345)")

  // 3. A return made through Medusa's Admin API (the other Velvet Oud) appears to the shopper, approved.
  const p1 = medusaOrder.order.items.find((i: { title: string; product_title?: string }) =>
    (i.product_title || i.title).startsWith("Velvet Oud")
  )
  const begun = await (await medusaApi("POST", "/admin/returns", { order_id: order._id })).json()
  expect(
    (await medusaApi("POST", `/admin/returns/${begun.return.id}/request-items`, { items: [{ id: p1.id, quantity: 1 }] })).status()
  ).toBe(200)
  expect((await medusaApi("POST", `/admin/returns/${begun.return.id}/request`, {})).status()).toBe(200)
  await expect(async () => {
    detail = await openOrder(page, order._id)
    const fromMedusa = detail.getByTestId("return-item").filter({ hasText: "Velvet Oud × 1" }).last()
    await expect(fromMedusa.getByTestId("return-state")).toHaveText("Approved", { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
})
