// @ts-check
/**
 * The shop's HTTP API as the storefront uses it, for the process tests.
 * Customers are made through Medusa's own auth routes (the /api/auth/register
 * route is rate-limited per IP, and these tests make many).
 */
export const ADDRESS = {
  name: "Asha Verma",
  street: "12 MG Road",
  city: "Pune",
  state: "Maharashtra",
  zipCode: "411001",
  phone: "9876543210",
}

/**
 * @typedef {object} CallOptions
 * @property {string} [token] a customer's bearer token
 * @property {unknown} [body] sent as JSON
 * @property {Record<string, string>} [headers]
 * @property {number} [timeoutMs]
 */

/**
 * Never throws on an HTTP status. `data`: the JSON answer (any: each test reads the fields its route answers), else the text.
 * @param {string} base
 * @param {string} method
 * @param {string} path
 * @param {CallOptions} [options]
 * @returns {Promise<{ status: number, data: any, headers: Headers }>}
 */
export async function call(base, method, path, { token, body, headers = {}, timeoutMs = 60_000 } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  })
  const text = await res.text()
  let data = null
  try {
    data = text ? JSON.parse(text) : null
  } catch {
    data = text
  }
  return { status: res.status, data, headers: res.headers }
}

export const api = {
  /** @param {string} base @param {string} path @param {CallOptions} [options] */
  get: (base, path, options) => call(base, "GET", path, options),
  /** @param {string} base @param {string} path @param {unknown} body @param {CallOptions} [options] */
  post: (base, path, body, options = {}) => call(base, "POST", path, { ...options, body }),
  /** @param {string} base @param {string} path @param {unknown} body @param {CallOptions} [options] */
  put: (base, path, body, options = {}) => call(base, "PUT", path, { ...options, body }),
}

export async function publishableKey(base) {
  const { data } = await api.get(base, "/api/config")
  return data.publishableKey
}

export async function newCustomer(base, key, email) {
  const password = "secret123"
  const reg = await api.post(base, "/auth/customer/emailpass/register", { email, password })
  if (reg.status !== 200) throw new Error(`register ${email}: ${reg.status} ${JSON.stringify(reg.data)}`)
  const created = await api.post(
    base,
    "/store/customers",
    { email, first_name: "Ravi", last_name: "Kumar" },
    { token: reg.data.token, headers: { "x-publishable-api-key": key } }
  )
  if (created.status !== 200) throw new Error(`customer ${email}: ${created.status} ${JSON.stringify(created.data)}`)
  const login = await api.post(base, "/auth/customer/emailpass", { email, password })
  return { id: created.data.customer.id, email, token: login.data.token }
}

export async function addToCart(base, token, productId, quantity = 1) {
  const res = await api.post(base, "/api/auth/cart", { productId, quantity }, { token })
  if (res.status >= 300) throw new Error(`add ${productId}: ${res.status} ${JSON.stringify(res.data)}`)
  return res.data
}

export async function getCart(base, token) {
  const res = await api.get(base, "/api/auth/cart", { token })
  if (res.status !== 200) throw new Error(`cart: ${res.status} ${JSON.stringify(res.data)}`)
  return res.data
}

/**
 * Places the order for the cart's current total, as the checkout page does.
 * @param {string} base
 * @param {string} token
 * @param {number} total
 * @param {{ idempotencyKey?: string, timeoutMs?: number }} [options]
 */
export async function placeOrder(base, token, total, { idempotencyKey, timeoutMs } = {}) {
  const body = { items: [], shippingAddress: ADDRESS, paymentMethod: "qr-code", subtotal: 0, shipping: 0, tax: 0, total }
  return api.post(base, "/api/auth/orders", body, {
    token,
    timeoutMs,
    headers: idempotencyKey ? { "idempotency-key": idempotencyKey } : {},
  })
}
