import { expect, test, type APIRequestContext } from "./support/test"
import { ADDRESS, ADMIN, BACKEND_URL, shopperAtCheckout } from "./support/account"

/**
 * The date a shopper should read, worked out here from the rule itself: IST
 * calendar day, dispatch today before 14:00 IST on Monday-Saturday, otherwise
 * the next working day; then `days` calendar days.
 */
function expectedDeliveryBy(days: number, now = new Date()): string {
  const ist = new Date(now.getTime() + 330 * 60_000)
  const day = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()))
  if (day.getUTCDay() === 0 || ist.getUTCHours() >= 14) day.setUTCDate(day.getUTCDate() + 1)
  while (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1)
  day.setUTCDate(day.getUTCDate() + days)
  const weekday = day.toLocaleDateString("en-GB", { weekday: "short", timeZone: "UTC" })
  return `Delivery by ${weekday}, ${day.toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" })}`
}

/** The operator pauses one PIN through the Medusa admin's zone route (what the Delivery zones page does). */
async function pausePin(request: APIRequestContext, pin: string): Promise<() => Promise<void>> {
  const login = await request.post(`${BACKEND_URL}/auth/user/emailpass`, { data: ADMIN })
  const token = ((await login.json()) as { token: string }).token
  const headers = { Authorization: `Bearer ${token}` }
  const created = await request.post(`${BACKEND_URL}/api/admin/delivery-zones`, {
    headers,
    data: { name: `Paused ${pin} ${Date.now()}`, pins: [pin], minDays: 0, maxDays: 0, prepaid: false, cod: false },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { zone } = (await created.json()) as { zone: { id: string } }
  return async () => {
    await request.delete(`${BACKEND_URL}/api/admin/delivery-zones/${zone.id}`, { headers })
  }
}

test("a guest checks delivery on a product page: served with the date and COD, then a PIN we do not serve", async ({ page, request }) => {
  const resume = await pausePin(request, "194101")
  try {
    await page.goto("/product/P1")
    const box = page.getByTestId("check-delivery")
    const before = await box.boundingBox()
    await box.getByRole("textbox", { name: "Check delivery" }).fill("226001")
    await box.getByRole("button", { name: "Check" }).click()
    // Lucknow, the store's state: 2-4 days.
    await expect(box.getByRole("status")).toContainText(expectedDeliveryBy(4))
    await expect(box.getByRole("status")).toContainText("Cash on delivery available")
    expect((await box.boundingBox())?.height).toBe(before?.height) // the answer fits the space kept for it

    await box.getByRole("textbox", { name: "Check delivery" }).fill("194101")
    await box.getByRole("button", { name: "Check" }).click()
    await expect(box.getByRole("status")).toHaveText("We do not deliver to 194101 yet")

    // Remembered for the visit: another product page starts with it.
    await page.goto("/product/P2")
    await expect(page.getByTestId("check-delivery").getByRole("textbox", { name: "Check delivery" })).toHaveValue("194101")
  } finally {
    await resume()
  }
})

test("the Check delivery form works before any script runs (plain GET form answered by the server)", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto("/product/P1")
  const box = page.getByTestId("check-delivery")
  await box.getByRole("textbox", { name: "Check delivery" }).fill("560001")
  await box.getByRole("button", { name: "Check" }).click()
  await expect(page).toHaveURL(/\/product\/P1\?pin=560001$/)
  // Bengaluru: another state, 4-7 days, COD.
  await expect(page.getByTestId("check-delivery").getByRole("status")).toContainText(expectedDeliveryBy(7))
  await context.close()
})

test("at checkout the PIN fills the city and state; a state that contradicts the PIN is refused", async ({ page, request }) => {
  await shopperAtCheckout(page, request, "pin-state", "A5")
  await page.getByRole("textbox", { name: "Street address", exact: true }).fill("1 Hazratganj")
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill(ADDRESS.phone)
  await page.getByRole("textbox", { name: "PIN code", exact: true }).fill("226001")
  const state = page.getByRole("combobox", { name: "State" })
  await expect(state).toHaveValue("Uttar Pradesh")
  await expect(page.getByRole("textbox", { name: "City", exact: true })).toHaveValue("Lucknow")

  await state.selectOption("Karnataka")
  await page.getByRole("radio", { name: /Bank Transfer/ }).check()
  await page.getByTestId("place-order").click()
  // The server's refusal shows beside the form and as a toast.
  const refusal = "Karnataka does not match PIN 226001, which is in Uttar Pradesh. Please check the PIN or the state."
  await expect(page.locator("#main").getByText(refusal)).toBeVisible()
  await expect(page.locator(".toast__message", { hasText: refusal })).toBeVisible()
  await expect(page).toHaveURL(/\/checkout$/)
})
