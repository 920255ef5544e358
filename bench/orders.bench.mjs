#!/usr/bin/env node
// @ts-check
/**
 * Orders benchmark: orders placed per second through POST /api/auth/orders
 * with N parallel customers (default 10) against a running, seeded backend.
 *
 *   node bench/orders.bench.mjs --url http://localhost:9106 [--customers 10] [--duration 30]
 *
 * It starts nothing. Each customer is its own Medusa customer (made through
 * Medusa's /auth and /store routes), and loops: add one product to the server
 * cart (POST /api/auth/cart), read the cart's totals (GET /api/auth/cart),
 * place the order with those totals and a fresh Idempotency-Key. The products
 * rotate over the whole catalogue so no item runs out of stock. "orders/s" is
 * completed orders over the wall-clock time of the run; the latency columns
 * are for the order call alone and for the whole add-read-order loop.
 *
 * --path sdk runs the same loop as Medusa's own storefronts do it, through
 * Medusa's JS SDK and Store API: a cart per order (create with the item),
 * then the checkout calls: e-mail and address, shipping method, payment
 * session, complete. "order call" is then those four calls together, the work
 * our one POST /api/auth/orders does, so the two paths compare (issue 35:
 * ours at most half of the SDK's p50, measured in the same run).
 *
 * Each customer's first order warms the server up and is not counted. The
 * SDK path also reports each of its calls' p50 (sdkCallsP50): the payment
 * session and completion are Medusa's own steps that any order call runs.
 *
 * Writes a table and, on its last line, the numbers as JSON.
 */
import { performance } from "node:perf_hooks"
import { parseArgs } from "node:util"
import { randomUUID } from "node:crypto"
import { createRequire } from "node:module"
import { percentile, shopClient } from "./lib/shop-client.mjs"

// @medusajs/js-sdk ships its ES build without "type": "module", so TypeScript reads its default export as the module; its CommonJS build loads cleanly.
const { default: Medusa } = createRequire(import.meta.url)("@medusajs/js-sdk")

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: process.env.BACKEND_URL ?? "http://localhost:9000" },
    customers: { type: "string", default: "10" },
    duration: { type: "string", default: "30" },
    path: { type: "string", default: "ours" },
  },
})
if (!["ours", "sdk"].includes(args.path)) throw new Error(`--path is "ours" or "sdk", not "${args.path}"`)

const { call, must, createCustomer } = shopClient(args.url)
const CUSTOMERS = Number(args.customers)
const DURATION_MS = Number(args.duration) * 1000

const ADDRESS = { name: "Bench Shopper", street: "1 MG Road", city: "Pune", state: "Maharashtra", zipCode: "411001", phone: "9876543210" }

// Medusa's address fields for the same shopper, as our checkout writes them (lib/orders/address.ts: the state's name as province).
const SDK_ADDRESS = {
  first_name: "Bench",
  last_name: "Shopper",
  address_1: "1 MG Road",
  city: "Pune",
  province: "Maharashtra",
  postal_code: "411001",
  country_code: "in",
  phone: "9876543210",
}

const round = (n) => Math.round(n * 10) / 10

async function main() {
  const config = await must("GET", "/api/config")
  const key = config.publishableKey
  const { products } = await must("GET", "/store/products?limit=200&fields=external_id", { key })
  const ids = products.map((p) => p.external_id).filter(Boolean)
  if (!ids.length) throw new Error("No products: seed the backend first")
  const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => createCustomer(key, i)))
  const tokens = customers.map((c) => c.token)
  const emails = new Map(customers.map((c) => [c.token, c.email]))
  // The SDK path adds variants and needs the region: the store's one region (India).
  const variantOf = new Map()
  let regionId = ""
  if (args.path === "sdk") {
    const { products: withVariants } = await must("GET", "/store/products?limit=200&fields=external_id,variants.id", { key })
    for (const p of withVariants) variantOf.set(p.external_id, p.variants[0].id)
    regionId = (await must("GET", "/store/regions", { key })).regions[0].id
  }

  const orderMs = []
  const loopMs = []
  /** The SDK path's checkout calls one by one: which of Medusa's own steps a faster order call could not avoid. */
  /** @type {Record<string, number[]>} */
  const sdkCallMs = { update: [], options: [], shipping: [], session: [], complete: [] }
  const failures = {}
  let orders = 0
  let cursor = 0
  // The first order of each customer warms the server up (code paths compiled, caches filled) and is not counted.
  let recording = false
  let deadline = Infinity

  /** One order through Medusa's JS SDK (Store API), as a Medusa starter storefront places it. */
  const sdkClients = new Map()
  async function sdkOrder(token, productId) {
    let sdk = sdkClients.get(token)
    if (!sdk) {
      sdk = new Medusa({ baseUrl: args.url, publishableKey: key, auth: { type: "jwt" } })
      sdk.client.setToken(token)
      sdkClients.set(token, sdk)
    }
    const variantId = variantOf.get(productId)
    const { cart } = await sdk.store.cart.create({ region_id: regionId, items: [{ variant_id: variantId, quantity: 1 }] })
    const orderStart = performance.now()
    const timed = async (call, work) => {
      const callStart = performance.now()
      const answer = await work()
      if (recording) sdkCallMs[call].push(performance.now() - callStart)
      return answer
    }
    await timed("update", () =>
      sdk.store.cart.update(cart.id, { email: emails.get(token), shipping_address: SDK_ADDRESS, billing_address: SDK_ADDRESS })
    )
    const { shipping_options } = await timed("options", () => sdk.store.fulfillment.listCartOptions({ cart_id: cart.id }))
    const { cart: shipped } = await timed("shipping", () =>
      sdk.store.cart.addShippingMethod(cart.id, { option_id: shipping_options[0].id })
    )
    await timed("session", () => sdk.store.payment.initiatePaymentSession(shipped, { provider_id: "pp_upi-qr_sugandh" }))
    const done = await timed("complete", () => sdk.store.cart.complete(cart.id))
    if (done.type !== "order") throw new Error(`cart not completed: ${JSON.stringify(done).slice(0, 200)}`)
    return orderStart
  }

  async function customerLoop(token, rounds = Infinity) {
    for (let n = 0; n < rounds && performance.now() < deadline; n++) {
      if (args.path === "sdk") {
        const loopStart = performance.now()
        try {
          const orderStart = await sdkOrder(token, ids[cursor++ % ids.length])
          const end = performance.now()
          if (!recording) continue
          orders++
          orderMs.push(end - orderStart)
          loopMs.push(end - loopStart)
        } catch (caught) {
          const error = /** @type {{ status?: number, message?: string }} */ (caught)
          const failure = `sdk ${error?.status ?? error?.message?.slice(0, 60)}`
          failures[failure] = (failures[failure] ?? 0) + 1
        }
        continue
      }
      const loopStart = performance.now()
      const productId = ids[cursor++ % ids.length]
      const added = await call("POST", "/api/auth/cart", { token, body: { productId, quantity: 1 } })
      if (added.status >= 400) {
        failures[`cart ${added.status}`] = (failures[`cart ${added.status}`] ?? 0) + 1
        continue
      }
      const { json: cart } = await call("GET", "/api/auth/cart", { token })
      const t = cart.totals
      const body = {
        items: cart.cart,
        shippingAddress: ADDRESS,
        paymentMethod: "qr-code",
        subtotal: t.subtotal,
        shipping: t.shipping,
        tax: 0,
        total: t.total,
      }
      const orderStart = performance.now()
      const res = await call("POST", "/api/auth/orders", { token, body, headers: { "idempotency-key": randomUUID() } })
      const end = performance.now()
      if (res.status === 201) {
        if (!recording) continue
        orders++
        orderMs.push(end - orderStart)
        loopMs.push(end - loopStart)
      } else {
        failures[`order ${res.status}`] = (failures[`order ${res.status}`] ?? 0) + 1
      }
    }
  }

  await Promise.all(tokens.map((token) => customerLoop(token, 1)))
  recording = true
  const started = performance.now()
  deadline = started + DURATION_MS
  await Promise.all(tokens.map((token) => customerLoop(token)))
  const elapsed = (performance.now() - started) / 1000
  orderMs.sort((a, b) => a - b)
  loopMs.sort((a, b) => a - b)
  const result = {
    path: args.path,
    customers: CUSTOMERS,
    seconds: round(elapsed),
    orders,
    ordersPerSecond: round(orders / elapsed),
    orderCall: { p50: round(percentile(orderMs, 50)), p95: round(percentile(orderMs, 95)), max: round(orderMs.at(-1) ?? 0) },
    loop: { p50: round(percentile(loopMs, 50)), p95: round(percentile(loopMs, 95)) },
    ...(args.path === "sdk"
      ? {
          sdkCallsP50: Object.fromEntries(
            Object.entries(sdkCallMs).map(([call, list]) => [
              call,
              round(
                percentile(
                  list.sort((a, b) => a - b),
                  50
                )
              ),
            ])
          ),
        }
      : {}),
    failures,
  }
  console.log(`path ${args.path}, customers ${CUSTOMERS}, ${result.seconds} s, ${orders} orders, ${result.ordersPerSecond} orders/s`)
  console.log(
    `${args.path === "sdk" ? "SDK checkout calls   " : "POST /api/auth/orders"}  p50 ${result.orderCall.p50} ms  p95 ${result.orderCall.p95} ms  max ${result.orderCall.max} ms`
  )
  console.log(`add + read + order     p50 ${result.loop.p50} ms  p95 ${result.loop.p95} ms`)
  if (result.sdkCallsP50) console.log(`SDK calls p50 (ms)     ${JSON.stringify(result.sdkCallsP50)}`)
  if (Object.keys(failures).length) console.log("failures", failures)
  console.log(JSON.stringify(result))
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
