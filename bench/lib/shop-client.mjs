// @ts-check
/**
 * The HTTP calls the benchmarks share: JSON requests against one backend, and
 * fresh customers made through Medusa's own auth routes (our /api/auth/register
 * is rate-limited per IP, and a benchmark makes many).
 */
/** @param {string} baseUrl */
export function shopClient(baseUrl) {
  const base = baseUrl.replace(/\/$/, "")

  /**
   * Never throws on an HTTP status: returns { status, json }.
   * @param {string} method
   * @param {string} path
   * @param {{ token?: string, key?: string, body?: unknown, headers?: Record<string, string> }} [options]
   * @returns {Promise<{ status: number, json: any }>} `json`: whatever the route answers
   */
  async function call(method, path, { token, key, body, headers: extra } = {}) {
    /** @type {Record<string, string>} */
    const headers = { "content-type": "application/json", ...(extra ?? {}) }
    if (token) headers.authorization = `Bearer ${token}`
    if (key) headers["x-publishable-api-key"] = key
    const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    const text = await res.text()
    let json
    try {
      json = text ? JSON.parse(text) : {}
    } catch {
      json = { raw: text }
    }
    return { status: res.status, json }
  }

  /** The JSON body, or an error naming the call and its status. */
  /** @param {string} method @param {string} path @param {Parameters<typeof call>[2]} [options] */
  async function must(method, path, options) {
    const r = await call(method, path, options)
    if (r.status >= 400) throw new Error(`${method} ${path} -> ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`)
    return r.json
  }

  /** A fresh customer; returns { email, token } (a customer bearer token). */
  async function createCustomer(key, n) {
    const email = `bench-${Date.now()}-${n}-${Math.random().toString(36).slice(2, 8)}@bench.example`
    const password = "bench-password-1"
    const { token: regToken } = await must("POST", "/auth/customer/emailpass/register", { body: { email, password } })
    await must("POST", "/store/customers", { token: regToken, key, body: { email, first_name: "Bench", last_name: `User ${n}` } })
    const { token } = await must("POST", "/auth/customer/emailpass", { body: { email, password } })
    return { email, token }
  }

  return { call, must, createCustomer }
}

/** The smallest, the middle (the upper one of an even count) and the largest of some figures, e.g. three runs' p95s. */
export function minMedianMax(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] }
}

/** Nearest-rank percentile of an ascending array (NaN when empty). */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[i]
}
