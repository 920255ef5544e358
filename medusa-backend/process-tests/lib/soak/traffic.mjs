// @ts-check
import { randomUUID } from "node:crypto"
import { ADDRESS, call, newCustomer, publishableKey } from "../shop-api.mjs"

/**
 * The soak's traffic, all through nginx as a browser's would go: visitors
 * browsing the public pages, buyers placing and handling orders, and one
 * operator confirming and shipping them. Every request is recorded
 * (route, status, duration, time); a request that got no answer is status 0.
 */

/** @typedef {{ t: number, route: string, status: number, ms: number, timedOut?: boolean }} Sample status 0: no answer */

export function recorder() {
  /** @type {Sample[]} */
  const samples = []
  return {
    samples,
    /**
     * One timed request; never throws (no answer: status 0). `data` is the parsed JSON answer, else null.
     * @param {string} route how the report names it
     * @param {string} url
     * @param {{ method?: string, token?: string, body?: unknown, headers?: Record<string, string>, timeoutMs?: number }} [options]
     * @returns {Promise<{ status: number, data: any }>}
     */
    async request(route, url, { method = "GET", token, body, headers = {}, timeoutMs = 30_000 } = {}) {
      const t = Date.now()
      let status = 0
      let data = null
      let timedOut = false
      try {
        const res = await call(url, method, "", { token, body, headers, timeoutMs })
        status = res.status
        data = res.data && typeof res.data === "object" ? res.data : null
      } catch (error) {
        status = 0
        timedOut = /** @type {Error} */ (error).name === "TimeoutError"
      }
      samples.push({ t, route, status, ms: Date.now() - t, ...(timedOut ? { timedOut } : {}) })
      return { status, data }
    },
  }
}

/** @typedef {ReturnType<typeof recorder>} Recorder */

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms))
const pick = /** @template T @param {T[]} list @returns {T} */ (list) => list[Math.floor(Math.random() * list.length)]
const between = (/** @type {number} */ min, /** @type {number} */ max) => min + Math.random() * (max - min)
/** 5xx or no answer: what a retry is for. */
export const failed = (/** @type {number} */ status) => status === 0 || status >= 500
/** A 5xx or a refused or reset connection; not the client giving up on a slow answer (counted apart). @param {Sample} s */
export const isError = (s) => failed(s.status) && !s.timedOut

/**
 * What the visitors browse and the buyers buy, read from the seeded database.
 * @param {{ query: (text: string, params?: unknown[]) => Promise<any[]> }} db
 */
export async function catalogue(db) {
  const rows = await db.query(
    `select external_id, title from product where deleted_at is null and status = 'published' order by external_id`
  )
  const words = [...new Set(rows.flatMap((r) => String(r.title).toLowerCase().split(/\s+/)).filter((w) => /^[a-z]{4,}$/.test(w)))]
  return { productIds: rows.map((r) => String(r.external_id)), searchWords: words.slice(0, 20) }
}

const LISTINGS = ["/perfumes", "/attars", "/room-fresheners", "/incense-sticks", "/categories"]

/**
 * Visitors reading pages through nginx, each reading a page for 5-15 s before the next.
 * @param {{ edge: string, rec: Recorder, count: number, productIds: string[], searchWords: string[] }} options
 */
export function startVisitors({ edge, rec, count, productIds, searchWords }) {
  let running = true
  const pages = [
    () => ["home", "/"],
    () => ["listing", pick(LISTINGS)],
    () => ["search", `/search?q=${encodeURIComponent(pick(searchWords))}`],
    () => ["product", `/product/${pick(productIds)}`],
    () => ["product", `/product/${pick(productIds)}`],
    () => ["sitemap", "/sitemap.xml"],
  ]
  const visitor = async () => {
    await sleep(between(0, 10_000))
    while (running) {
      const [route, page] = pick(pages)()
      await rec.request(route, `${edge}${page}`)
      await sleep(between(5000, 15_000))
    }
  }
  const loops = Array.from({ length: count }, visitor)
  return {
    async stop() {
      running = false
      await Promise.all(loops)
    },
  }
}

/** What buyers order: a plentiful product of each kind and one with little stock (it runs out: no oversell). */
export const BUY = { plentiful: ["P1", "A12", "S1"], scarce: "P3", couponProduct: "P1" }

/**
 * @typedef {object} PlacedOrder
 * @property {string} id
 * @property {string} customerId
 * @property {string} key the Idempotency-Key it was placed with
 * @property {string} scenario
 * @property {number} status the answer that gave the id (201, or 200 for a replay)
 * @property {boolean} [cancelled]
 * @property {boolean} [codConfirmed]
 * @property {boolean} [confirmed]
 * @property {boolean} [shipped]
 */

/**
 * The buyers' customers, made directly on one server before the traffic starts (nginx closes
 * Medusa's customer routes), their e-mail marked verified as the verification link would (COD needs it).
 * @param {{ serverUrl: string, db: { query: (text: string, params?: unknown[]) => Promise<any[]> }, count: number }} options
 */
export async function makeBuyers({ serverUrl, db, count }) {
  const key = await publishableKey(serverUrl)
  const buyers = []
  for (let i = 0; i < count; i++) buyers.push(await newCustomer(serverUrl, key, `soak-${i}-${Date.now()}@example.com`))
  await db.query(
    `update customer set metadata = coalesce(metadata, '{}'::jsonb) || '{"isEmailVerified": true}'::jsonb where id = any($1)`,
    [buyers.map((b) => b.id)]
  )
  return buyers
}

/**
 * Calls until an answer that is not a 5xx or no answer, for at most `forMs` and at least twice
 * (a shopper pressing "try again"); no further try once `going()` is false (the soak is ending).
 * @param {() => Promise<{ status: number, data: any }>} call
 * @param {() => boolean} [going]
 */
async function retried(call, going = () => true, forMs = 120_000) {
  const deadline = Date.now() + forMs
  for (let attempt = 1; ; attempt++) {
    const res = await call()
    const busy = res.status === 409 && /already being placed/i.test(res.data?.message ?? "")
    if ((!failed(res.status) && !busy) || (attempt >= 2 && Date.now() > deadline) || !going()) return res
    await sleep(busy ? 2000 : 1000)
  }
}

const SCENARIOS = ["upi", "cod", "coupon", "cancel"]

/**
 * Buyers, each placing an order every 10-20 s, in turn by scenario: a UPI (QR) order the operator confirms and ships;
 * a COD order the buyer confirms and the operator ships; an order with the festival coupon; an order
 * the buyer cancels. Each order is placed with an Idempotency-Key, retried with the same key on a 5xx
 * or no answer, as the storefront's checkout does.
 * @param {{ edge: string, rec: Recorder, buyers: Array<{ id: string, token: string }>, couponCode: string, operator: ReturnType<typeof startOperator> }} options
 */
export function startBuyers({ edge, rec, buyers, couponCode, operator }) {
  let running = true
  const going = () => running
  /** @type {PlacedOrder[]} */
  const placed = []
  /** Orders whose placing never got a 201/200 (the key, the last answer): they must not be in the database. */
  const unanswered = /** @type {Array<{ customerId: string, key: string, status: number, message: string }>} */ ([])
  const api = (/** @type {string} */ p) => `${edge}/api${p}`

  /** @param {{ id: string, token: string }} buyer @param {number} n */
  async function once(buyer, n) {
    const scenario = SCENARIOS[n % SCENARIOS.length]
    const token = buyer.token
    const productId = scenario === "coupon" ? BUY.couponProduct : n % 3 === 0 ? BUY.scarce : pick(BUY.plentiful)
    const added = await retried(
      () => rec.request("cart add", api("/auth/cart"), { method: "POST", token, body: { productId, quantity: 1 } }),
      going
    )
    if (added.status >= 300) return // out of stock or the like: the shopper gives up
    const cart = await retried(() => rec.request("cart", api("/auth/cart"), { token }), going)
    let total = cart.data?.totals?.total
    const paymentMethod = scenario === "cod" ? "cod" : "qr-code"
    const key = randomUUID()
    let res = { status: 0, data: /** @type {any} */ (null) }
    for (let attempt = 0; attempt < 3; attempt++) {
      const body = {
        items: [],
        shippingAddress: ADDRESS,
        paymentMethod,
        subtotal: 0,
        shipping: 0,
        tax: 0,
        total,
        couponCode: scenario === "coupon" ? couponCode : undefined,
      }
      res = await retried(
        () =>
          rec.request("order place", api("/auth/orders"), {
            method: "POST",
            token,
            body,
            headers: { "idempotency-key": key },
            timeoutMs: 60_000,
          }),
        going
      )
      // 409 with the server's totals (a COD fee, a coupon, a price change): the checkout shows them and the shopper places again.
      if (res.status === 409 && res.data?.totals?.total !== undefined && res.data.totals.total !== total) {
        total = res.data.totals.total
        continue
      }
      break
    }
    const orderId = res.data?.order?._id ?? res.data?.order?.id
    if (!(res.status === 201 || res.status === 200) || !orderId) {
      unanswered.push({ customerId: buyer.id, key, status: res.status, message: String(res.data?.message ?? "") })
      // Empty the cart again, so the next order starts clean.
      await retried(() => rec.request("cart remove", api(`/auth/cart/${productId}`), { method: "DELETE", token }), going)
      return
    }
    /** @type {PlacedOrder} */
    const order = { id: orderId, customerId: buyer.id, key, scenario, status: res.status }
    placed.push(order)
    if (scenario === "upi") operator.enqueue(order, ["confirm", "ship"])
    if (scenario === "coupon") {
      await retried(() => rec.request("coupon apply", api("/coupons/apply"), { method: "POST", token, body: { code: couponCode } }), going)
      operator.enqueue(order, ["confirm"])
    }
    if (scenario === "cod") {
      const confirmed = await retried(
        () => rec.request("cod confirm", api(`/auth/orders/${orderId}/cod-confirmation`), { method: "POST", token }),
        going
      )
      order.codConfirmed = confirmed.status === 200
      if (order.codConfirmed) operator.enqueue(order, ["ship"])
    }
    if (scenario === "cancel") {
      const cancelled = await retried(
        () =>
          rec.request("order cancel", api(`/auth/orders/${orderId}/cancel`), { method: "PUT", token, body: { reason: "Changed my mind" } }),
        going
      )
      order.cancelled = cancelled.status === 200
    }
  }

  const loops = buyers.map(async (buyer, i) => {
    await sleep(between(0, 10_000))
    for (let n = i; running; n++) {
      await once(buyer, n)
      await sleep(between(10_000, 20_000))
    }
  })
  return {
    placed,
    unanswered,
    async stop() {
      running = false
      await Promise.all(loops)
    },
  }
}

/**
 * The operator at the dashboard: confirms payments (PUT /api/admin/orders/{id}/confirm) and ships
 * (PUT .../tracking with a tracking number) the orders buyers hand over, in turn.
 * @param {{ edge: string, rec: Recorder, token: string }} options
 */
export function startOperator({ edge, rec, token }) {
  /** @type {Array<{ order: PlacedOrder, steps: string[] }>} */
  const queue = []
  let running = true
  const going = () => running
  let shipped = 0
  const loop = (async () => {
    while (running || queue.length) {
      const item = queue.shift()
      if (!item) {
        await sleep(200)
        continue
      }
      for (const step of item.steps) {
        const { order } = item
        const res =
          step === "confirm"
            ? await retried(
                () =>
                  rec.request("admin confirm", `${edge}/api/admin/orders/${order.id}/confirm`, {
                    method: "PUT",
                    token,
                    body: { note: "Payment received (soak)" },
                  }),
                going
              )
            : await retried(
                () =>
                  rec.request("admin ship", `${edge}/api/admin/orders/${order.id}/tracking`, {
                    method: "PUT",
                    token,
                    body: { trackingNumber: `SOAK-${++shipped}` },
                  }),
                going
              )
        if (res.status !== 200) break
        if (step === "confirm") order.confirmed = true
        else order.shipped = true
      }
      await sleep(300)
    }
  })()
  return {
    /** @param {PlacedOrder} order @param {string[]} steps */
    enqueue: (order, steps) => queue.push({ order, steps }),
    async stop() {
      running = false
      await loop
    },
  }
}

/** The operator's token, from the shop's own sign-in (the seed's demo operator). @param {string} edge */
export async function operatorToken(edge) {
  const res = await fetch(`${edge}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: process.env.ADMIN_EMAIL || "admin@sugandh.example",
      password: process.env.ADMIN_PASSWORD || "admin1234",
    }),
  })
  const data = /** @type {any} */ (await res.json())
  if (res.status !== 200) throw new Error(`operator sign-in: ${res.status} ${JSON.stringify(data)}`)
  return String(data.token)
}
