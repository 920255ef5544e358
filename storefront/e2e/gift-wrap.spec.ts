import { expect, test } from "./support/test"
import { adminToken, api, rupees, useSession, fillCheckoutAddress, shopperAtCheckout } from "./support/account"

/*
 * Gift wrap end to end: the shopper ticks "Gift wrap (+₹49)" at checkout and
 * writes a message; the server prices the order with it; the shopper's order
 * and the operator's packing view (the dashboard's order details) show both.
 */
test("gift wrap with a message: priced by the server, on the order and in the operator's packing view", async ({ page, request }) => {
  test.setTimeout(120_000)
  const { shopper, cart } = await shopperAtCheckout(page, request, "gift-wrap", "P1")
  await fillCheckoutAddress(page)
  const place = page.getByTestId("place-order")
  await expect(place).toContainText(`₹${cart.total}`)
  await page.getByRole("checkbox", { name: /Gift wrap \(\+₹49\)/ }).check()
  await expect(place).toContainText(`₹${cart.total + 49}`)
  await expect(page.locator('[data-row="gift-wrap"] dd')).toHaveText("₹49")
  await page.getByLabel(/Gift message/).fill("Happy Diwali, Amma!")

  const answer = page.waitForResponse((r) => r.url().endsWith("/api/auth/orders") && r.request().method() === "POST")
  await place.click()
  const placed = (await (await answer).json()) as {
    order: { id: string; orderNumber: string; total: number; giftWrap: number; giftMessage: string }
  }
  expect(placed.order).toMatchObject({ giftWrap: 49, giftMessage: "Happy Diwali, Amma!", total: cart.total + 49 })
  await expect(page.getByTestId("order-placed")).toBeVisible()

  // The shopper's order, as the server keeps it.
  const mine = await api<{ orders: { id: string; giftWrap: number; giftMessage: string }[] }>(request, "GET", "/auth/orders", shopper.token)
  expect(mine.body.orders.find((o) => o.id === placed.order.id)).toMatchObject({ giftWrap: 49, giftMessage: "Happy Diwali, Amma!" })

  // The operator's dashboard: the row says gift wrap, View Details shows the message to pack.
  // A page of its own: the shopper's page went on to WhatsApp, and its session script keeps the shopper signed in.
  const operatorPage = await page.context().newPage()
  await useSession(operatorPage, await adminToken(request))
  await operatorPage.goto("/admin?tab=orders")
  const row = operatorPage.locator(`[data-testid="admin-order-row"][data-order-id="${placed.order.id}"]`)
  await expect(row.getByTestId("admin-order-gift-wrap")).toHaveText("Gift wrap · with message")
  await row.getByRole("button", { name: /View Details/ }).click()
  const details = operatorPage.getByTestId("admin-order-details")
  await expect(details.getByTestId("order-gift-message")).toHaveText("Gift message: “Happy Diwali, Amma!”")
  expect(rupees((await details.getByTestId("order-gift-wrap").textContent()) ?? "")).toBe(49)
})
