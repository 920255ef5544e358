import { createRequire } from "node:module"
import { expect, test } from "./support/test"
import {
  addToCart,
  api,
  operator,
  PASSWORD,
  freshEmail,
  rupees,
  toast,
  tokenFromEmail,
  upiAmount,
  type ApiOrder,
  fillCheckoutAddress,
} from "./support/account"

const require = createRequire(import.meta.url)

/** Decodes a QR code from a PNG data URL (what the page draws from the server's UPI link). */
function decodeQr(dataUrl: string): string | null {
  const { PNG } = require("pngjs") as typeof import("pngjs")
  const jsQR = require("jsqr") as (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64"))
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null
}

test.skip(!process.env.E2E_MAIL_DIR, "reads the verification e-mail from the e2e SMTP sink")

test("sign up, verify, fill the cart past ₹599, FESTIVE20 on eligible lines, pay by QR, operator confirms", async ({ page, request }) => {
  test.setTimeout(120_000)
  const email = freshEmail("checkout")

  // Sign up on /signup.
  await page.goto("/signup")
  await page.getByLabel("First name").fill("Meera")
  await page.getByLabel("Last name").fill("Iyer")
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD)
  await page.getByLabel("Confirm password").fill(PASSWORD)
  await page.getByRole("button", { name: "Create Account" }).click()
  await expect(toast(page, "Welcome, Meera!")).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // Verify the e-mail with the link from the stored notification.
  const verifyToken = await tokenFromEmail(email, "verify-email")
  await page.goto(`/verify-email?token=${encodeURIComponent(verifyToken)}`)
  await expect(page.getByRole("heading", { name: "Email verified!" })).toBeVisible()
  await expect(toast(page, "Email verified successfully! You are now logged in.")).toBeVisible()
  const token = await page.evaluate(() => window.localStorage.getItem("token"))
  expect(token).toBeTruthy()

  // Three products: a perfume and incense first (under ₹599: shipping ₹99), then an attar crosses ₹599.
  await addToCart(request, token!, "P1")
  await addToCart(request, token!, "S1")
  await page.goto("/cart")
  await expect(page.getByTestId("cart-line")).toHaveCount(2)
  const shipping = page.locator('[data-row="shipping"] dd')
  await expect(shipping).toHaveText("₹99")
  await expect(page.getByText(/more for FREE shipping/)).toBeVisible()
  await addToCart(request, token!, "A2")
  await page.reload()
  await expect(page.getByTestId("cart-line")).toHaveCount(3)
  await expect(shipping).toHaveText("FREE")
  const cart = (
    await api<{ cart: { productId: string; category: string; price: number; quantity: number }[] }>(request, "GET", "/auth/cart", token)
  ).body.cart
  const eligible = cart.filter((l) => ["perfumes", "attars", "room-fresheners"].includes(l.category))
  const eligibleSubtotal = eligible.reduce((s, l) => s + l.price * l.quantity, 0)
  expect(eligible.length).toBe(2)

  // Checkout: the address is prefilled with the name; FESTIVE20 discounts only the eligible lines.
  await page.getByRole("link", { name: "Proceed to Checkout" }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByLabel("Full name")).toHaveValue("Meera Iyer")
  await fillCheckoutAddress(page, { name: false })
  await page.getByLabel("Have a coupon?").fill("festive20")
  await expect(page.getByLabel("Have a coupon?")).toHaveValue("FESTIVE20")
  await page.getByRole("button", { name: "Apply" }).click()
  await expect(page.getByTestId("coupon-applied")).toContainText("FESTIVE20")
  const discountText = await page.locator('[data-row="discount"] dd').textContent()
  expect(rupees(discountText!)).toBeCloseTo(-Math.round(eligibleSubtotal * 20) / 100, 2)
  const subtotal = rupees((await page.locator('[data-row="subtotal"] dd').textContent())!)
  const shippingNow = (await shipping.textContent())!
  const total = rupees((await page.locator('[data-row="total"] dd').textContent())!)
  expect(total).toBeCloseTo(subtotal + rupees(discountText!) + (shippingNow === "FREE" ? 0 : rupees(shippingNow)), 2)

  // Place a QR order: the QR image decodes to the server's UPI link with the total and the order number.
  await page.getByRole("radio", { name: /QR Code/ }).check()
  let placed: { order: ApiOrder; payment: { upiUri: string } } | null = null
  let finalTotal = total
  for (let attempt = 0; attempt < 2 && !placed; attempt++) {
    const orderAnswer = page.waitForResponse((r) => r.url().endsWith("/api/auth/orders") && r.request().method() === "POST")
    await page.getByTestId("place-order").click()
    const response = await orderAnswer
    if (response.status() === 409) {
      // The server's total differs from the one shown: the page shows the new totals and asks to confirm again.
      const body = (await response.json()) as { totals: { total: number } }
      await expect(page.getByTestId("totals-changed")).toBeVisible()
      await expect(page.getByTestId("place-order")).toContainText("Confirm and Place Order")
      finalTotal = body.totals.total
      expect(rupees((await page.locator('[data-row="total"] dd').textContent())!)).toBeCloseTo(finalTotal, 2)
      continue
    }
    expect(response.status()).toBe(201)
    placed = (await response.json()) as { order: ApiOrder; payment: { upiUri: string } }
  }
  expect(placed).not.toBeNull()
  expect(placed!.order.total).toBeCloseTo(finalTotal, 2)
  await expect(toast(page, "Order created! Please send the WhatsApp message with payment screenshot")).toBeVisible()
  const qr = page.getByTestId("upi-qr").first()
  await expect(qr).toBeVisible()
  const decoded = decodeQr((await qr.getAttribute("src"))!)
  expect(decoded).toBe(placed!.payment.upiUri)
  const upi = new URL(decoded!.replace("upi://", "https://upi.example/"))
  expect(upi.searchParams.get("am")).toBe(upiAmount(finalTotal))
  expect(upi.searchParams.get("tn")).toBe(placed!.order.orderNumber)
  expect(upi.searchParams.get("cu")).toBe("INR")

  // Two seconds later: /orders, the order pending.
  await expect(page).toHaveURL(/\/orders$/, { timeout: 10_000 })
  const card = page.locator(`[data-order-number="${placed!.order.orderNumber}"]`)
  await expect(card.getByTestId("order-status")).toHaveText("Pending")

  // An operator confirms the payment; Refresh shows processing.
  await operator(request, placed!.order._id, "confirm")
  await page.getByRole("button", { name: "Refresh" }).click()
  await expect(card.getByTestId("order-status")).toHaveText("Processing")
  await card.getByRole("button", { name: "View Details" }).click()
  const detail = page.getByTestId("order-detail")
  await expect(detail.getByTestId("order-note")).toContainText("confirmed and being processed")
  await expect(detail.locator('[data-completed="true"]')).toHaveCount(2)
})
