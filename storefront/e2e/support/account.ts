import { createRequire } from "node:module"
import { expect, type APIRequestContext, type Page } from "@playwright/test"

/**
 * Helpers for the account, cart, checkout and order journeys (issue 8).
 * Every test makes its own shopper; stock and coupons are shared by the run.
 */
export const BACKEND_URL = process.env.E2E_BACKEND_URL || "http://localhost:9000"
export const PASSWORD = "secret-pass-123"
export const ADMIN = { email: "admin@sugandh.example", password: "admin1234" }

let counter = 0
export function freshEmail(tag: string): string {
  counter += 1
  return `e2e-${tag}-${Date.now()}-${process.pid}-${counter}@example.com`
}

export type Shopper = { email: string; token: string; firstName: string }

export async function createShopper(request: APIRequestContext, tag: string): Promise<Shopper> {
  const email = freshEmail(tag)
  const response = await request.post(`${BACKEND_URL}/api/auth/register`, {
    data: { firstName: "Meera", lastName: "Iyer", email, password: PASSWORD },
  })
  expect(response.status(), await response.text()).toBe(201)
  const body = (await response.json()) as { token: string }
  return { email, token: body.token, firstName: "Meera" }
}

/** The app's own way of being signed in: the token in localStorage under "token". */
export async function useSession(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem("token", value), token)
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

export async function api<T = Record<string, unknown>>(
  request: APIRequestContext,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  token: string | null,
  data?: unknown,
  headers: Record<string, string> = {}
): Promise<{ status: number; body: T }> {
  const response = await request.fetch(`${BACKEND_URL}/api${path}`, {
    method,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(data === undefined ? {} : { data }),
  })
  const text = await response.text()
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as T }
}

export type CartTotals = { subtotal: number; shipping: number; discount: number; total: number; itemCount: number }

export async function addToCart(request: APIRequestContext, token: string, productId: string, quantity = 1) {
  const { status, body } = await api<{ totals: CartTotals }>(request, "POST", "/auth/cart", token, { productId, quantity })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.totals
}

export const ADDRESS = {
  name: "Meera Iyer",
  street: "14 Residency Road",
  city: "Bengaluru",
  state: "Karnataka",
  zipCode: "560025",
  phone: "9876543210",
}

/**
 * A fresh shopper with one product in the server cart, signed in on the page and at /checkout:
 * the set-up of every checkout journey. `verified` confirms the e-mail first (cash on delivery needs it, issue 43).
 */
export async function shopperAtCheckout(
  page: Page,
  request: APIRequestContext,
  tag: string,
  productId: string,
  { verified = false }: { verified?: boolean } = {}
): Promise<{ shopper: Shopper; cart: CartTotals }> {
  const shopper = await createShopper(request, tag)
  if (verified) await verifyShopperEmail(request, shopper)
  const cart = await addToCart(request, shopper.token, productId)
  await useSession(page, shopper.token)
  await page.goto("/checkout")
  return { shopper, cart }
}

/** Types ADDRESS into the checkout form (the name too unless the form prefills it) and picks its state from the list. */
export async function fillCheckoutAddress(page: Page, { name = true }: { name?: boolean } = {}) {
  const fields: [string, string][] = [
    ["Full name", ADDRESS.name],
    ["Street address", ADDRESS.street],
    ["City", ADDRESS.city],
    ["PIN code", ADDRESS.zipCode],
    ["Phone", ADDRESS.phone],
  ]
  for (const [label, value] of name ? fields : fields.slice(1)) {
    await page.getByRole("textbox", { name: label, exact: true }).fill(value)
  }
  // The PIN fills the state; choosing it from the list is the same state.
  await page.getByRole("combobox", { name: "State" }).selectOption(ADDRESS.state)
}

export type ApiOrder = {
  _id: string
  orderNumber: string
  orderStatus: string
  total: number
  items: { productId: string; quantity: number }[]
}

/**
 * Places an order from the shopper's server cart through the API, as the checkout page does: the
 * total it sends is the cart's, plus the COD fee /api/config states for cash on delivery.
 */
export async function placeOrderViaApi(request: APIRequestContext, token: string, paymentMethod = "qr-code"): Promise<ApiOrder> {
  const cart = await api<{ totals: CartTotals }>(request, "GET", "/auth/cart", token)
  const codFee =
    paymentMethod === "cod" ? ((await api<{ cod?: { fee: number } | null }>(request, "GET", "/config", null)).body.cod?.fee ?? 0) : 0
  const { status, body } = await api<{ order: ApiOrder }>(
    request,
    "POST",
    "/auth/orders",
    token,
    {
      shippingAddress: ADDRESS,
      paymentMethod,
      total: cart.body.totals.total + codFee,
      subtotal: cart.body.totals.subtotal,
      shipping: cart.body.totals.shipping,
      tax: 0,
    },
    { "Idempotency-Key": `e2e-${Date.now()}-${Math.random()}` }
  )
  expect(status, JSON.stringify(body)).toBe(201)
  return body.order
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const { status, body } = await api<{ token: string }>(request, "POST", "/auth/login", null, ADMIN)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.token
}

/** An operator's action that may fail: the status and the server's message. */
export async function operatorTry(request: APIRequestContext, orderId: string, step: "confirm" | "ship" | "deliver") {
  try {
    await operator(request, orderId, step)
    return { ok: true, message: "" }
  } catch (error) {
    return { ok: false, message: (error as Error).message.split("\n")[0] ?? "" }
  }
}

/** An operator's actions on an order, through the admin API. */
export async function operator(
  request: APIRequestContext,
  orderId: string,
  step: "confirm" | "ship" | "deliver",
  /** An admin token already signed in (several steps in a row), else one is fetched. */
  signedIn?: string
) {
  const token = signedIn ?? (await adminToken(request))
  const call =
    step === "confirm"
      ? api(request, "PUT", `/admin/orders/${orderId}/confirm`, token, { note: "Payment seen" })
      : step === "ship"
        ? api(request, "PUT", `/admin/orders/${orderId}/tracking`, token, {
            trackingNumber: `TRK${Date.now()}`,
            // Sent explicitly, so the journeys know the date to look for (left out, the server takes the PIN zone's last day).
            estimatedDelivery: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
          })
        : api(request, "PUT", `/admin/orders/${orderId}/status`, token, { status: "delivered" })
  const { status, body } = await call
  expect(status, `${step}: ${JSON.stringify(body)}`).toBeLessThan(300)
}

/**
 * The token of the newest verify-email or reset-password link e-mailed to an
 * address: the e2e backend sends real e-mail over SMTP to the harness's sink
 * (scripts/lib/smtp-sink.cjs), which files each message in E2E_MAIL_DIR.
 * Stored notifications never hold the tokens.
 */
export async function tokenFromEmail(email: string, template: "verify-email" | "reset-password"): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR
  if (!dir) throw new Error("E2E_MAIL_DIR is needed to read the sent e-mail")
  const require = createRequire(import.meta.url)
  const sink = require("../../../scripts/lib/smtp-sink.cjs") as {
    readMailDir: (dir: string) => unknown[]
    linkToken: (list: () => unknown[], to: string, page: string, timeoutMs?: number) => Promise<string>
  }
  return sink.linkToken(() => sink.readMailDir(dir), email, template, 15_000)
}

/** Opens the verification link the shopper was e-mailed at sign-up, as they would (POST /api/auth/verify-email). */
export async function verifyShopperEmail(request: APIRequestContext, shopper: Shopper) {
  const token = await tokenFromEmail(shopper.email, "verify-email")
  const response = await request.post(`${BACKEND_URL}/api/auth/verify-email`, { data: { token } })
  expect(response.status(), await response.text()).toBe(200)
}

/** Rupees as the UPI link writes them: 546 → "546", 546.4 → "546.40". */
/** The UPI link's am= value: rupees with two decimals. */
export const upiAmount = (value: number) => value.toFixed(2)

/** Reads "₹1,234.50" or "-₹119.60" as a number. */
export const rupees = (text: string) => Number(text.replace(/[^\d.-]/g, ""))

export const toast = (page: Page, text: string | RegExp) => page.getByTestId("toast").filter({ hasText: text })
