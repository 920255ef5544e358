#!/usr/bin/env node
// @ts-check
/**
 * Cart benchmark: our /api/auth/cart against Medusa's own Store API cart calls,
 * measured in the same run against the same running backend.
 *
 *   node bench/cart.bench.mjs --url http://localhost:9104 [--concurrency 4] [--duration 8] [--rounds 2]
 *
 * It starts nothing: point it at a seeded backend (npm start, or `npx medusa start`).
 * Each virtual user is its own customer with its own carts (one server cart
 * through /api, one Store API cart with the same customer, region, shipping
 * address and Standard Shipping method), so the two sides do the same work and
 * never wait on each other's cart locks. Our call and Medusa's alternate request
 * by request on every connection (A,B then B,A), so load from other processes
 * and drift over the run (caches, table growth) hit both the same way.
 * req/s is counted over each call's own busy time (what the connections would
 * reach running only that call).
 *
 * Writes its numbers as JSON to stdout's last line and a table before it.
 */
import { performance } from "node:perf_hooks"
import { parseArgs } from "node:util"
import { percentile, shopClient } from "./lib/shop-client.mjs"

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: process.env.BACKEND_URL ?? "http://localhost:9000" },
    concurrency: { type: "string", default: "4" },
    duration: { type: "string", default: "8" },
    rounds: { type: "string", default: "2" },
    products: { type: "string", default: "8" },
    key: { type: "string", default: process.env.MEDUSA_PUBLISHABLE_KEY ?? "" },
  },
})

const BASE = args.url.replace(/\/$/, "")
const { call, must, createCustomer } = shopClient(BASE)
const CONCURRENCY = Number(args.concurrency)
const DURATION_MS = Number(args.duration) * 1000
const ROUNDS = Number(args.rounds)
const PRODUCT_COUNT = Number(args.products)

/** A Store API cart set up like our server cart: customer, region India, country "in", Standard Shipping. */
async function createStoreCart(key, token, regionId) {
  const { cart } = await must("POST", "/store/carts", {
    token,
    key,
    body: { region_id: regionId, shipping_address: { country_code: "in" } },
  })
  return cart.id
}

async function attachShipping(key, token, cartId) {
  const { shipping_options } = await must("GET", `/store/shipping-options?cart_id=${cartId}`, { token, key })
  const option = shipping_options.find((o) => o.name === "Standard Shipping") ?? shipping_options[0]
  if (!option) throw new Error("No shipping option for the Store API cart; is the store seeded?")
  await must("POST", `/store/carts/${cartId}/shipping-methods`, { token, key, body: { option_id: option.id } })
}

/**
 * Runs a pair of calls from every user in parallel (one request in flight per
 * user) for DURATION_MS, alternating A,B then B,A. Interleaving request by
 * request makes both calls see the same background load, which matters on a
 * shared machine where other work comes and goes in bursts.
 */
/** @typedef {{ latencies: number[], errors: number, statuses: Record<string, number>, elapsed: number }} PhaseRun */

async function pairedPhase(users, requestA, requestB) {
  /** @type {[PhaseRun, PhaseRun]} */
  const runs = [
    { latencies: [], errors: 0, statuses: {}, elapsed: 0 },
    { latencies: [], errors: 0, statuses: {}, elapsed: 0 },
  ]
  const deadline = performance.now() + DURATION_MS
  const timed = async (run, request, user, i) => {
    const t0 = performance.now()
    const { status } = await request(user, i)
    const ms = performance.now() - t0
    run.latencies.push(ms)
    run.elapsed += ms / 1000 / users.length // busy time per connection, summed over connections below
    run.statuses[status] = (run.statuses[status] ?? 0) + 1
    if (status >= 400) run.errors++
  }
  await Promise.all(
    users.map(async (user) => {
      for (let i = 0; performance.now() < deadline; i++) {
        if (i % 2 === 0) {
          await timed(runs[0], requestA, user, i)
          await timed(runs[1], requestB, user, i)
        } else {
          await timed(runs[1], requestB, user, i)
          await timed(runs[0], requestA, user, i)
        }
      }
    })
  )
  return runs
}

function summarize(runs) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b)
  const elapsed = runs.reduce((s, r) => s + r.elapsed, 0)
  const errors = runs.reduce((s, r) => s + r.errors, 0)
  const statuses = {}
  for (const r of runs) for (const [k, v] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + v
  return {
    requests: latencies.length,
    errors,
    statuses,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    // Requests per second of busy time: with calls interleaved, each call's share of the wall clock is its own time.
    rps: latencies.length / elapsed,
  }
}

async function main() {
  const health = await fetch(`${BASE}/health`).catch(() => null)
  if (!health?.ok) throw new Error(`No backend answering at ${BASE}/health. Start one first (see bench/RESULTS.md).`)

  const config = await call("GET", "/api/config")
  const key = args.key || config.json?.publishableKey
  if (!key) throw new Error("No publishable key: pass --key or serve it from GET /api/config")
  const { regions } = await must("GET", "/store/regions", { key })
  const region = regions.find((r) => r.name === "India") ?? regions[0]
  const { products } = await must("GET", `/store/products?limit=100&fields=id,external_id,title,variants.id`, { key })
  const picked = products
    .filter((p) => p.external_id && p.variants?.length)
    .sort((a, b) => a.external_id.localeCompare(b.external_id, "en", { numeric: true }))
    .slice(0, PRODUCT_COUNT)
    .map((p) => ({ specId: p.external_id, variantId: p.variants[0].id }))
  if (!picked.length) throw new Error("No products; is the store seeded?")

  console.error(`Setting up ${CONCURRENCY} customers with one server cart and one Store API cart each...`)
  const users = []
  for (let n = 0; n < CONCURRENCY; n++) {
    const { token } = await createCustomer(key, n)
    // Same first item on both sides, then the Store cart gets the same shipping method our workflow attaches.
    await must("POST", "/api/auth/cart", { token, body: { productId: picked[0].specId, quantity: 1 } })
    const storeCartId = await createStoreCart(key, token, region.id)
    await must("POST", `/store/carts/${storeCartId}/line-items`, { token, key, body: { variant_id: picked[0].variantId, quantity: 1 } })
    await attachShipping(key, token, storeCartId)
    users.push({ token, storeCartId })
  }

  const scenarios = {
    "GET ours (/api/auth/cart)": (u) => call("GET", "/api/auth/cart", { token: u.token }),
    "GET Medusa (/store/carts/{id})": (u) => call("GET", `/store/carts/${u.storeCartId}`, { token: u.token, key }),
    "POST ours (/api/auth/cart)": (u, i) =>
      call("POST", "/api/auth/cart", { token: u.token, body: { productId: picked[i % picked.length].specId, quantity: 1 } }),
    "POST Medusa (/store/carts/{id}/line-items)": (u, i) =>
      call("POST", `/store/carts/${u.storeCartId}/line-items`, {
        token: u.token,
        key,
        body: { variant_id: picked[i % picked.length].variantId, quantity: 1 },
      }),
  }
  /** @type {Record<string, PhaseRun[]>} */
  const runs = Object.fromEntries(Object.keys(scenarios).map((k) => [k, []]))

  // Warm-up: a few calls of each so JIT and caches do not count against whoever goes first.
  for (const [name, request] of Object.entries(scenarios)) {
    for (const u of users) for (let i = 0; i < 3; i++) await request(u, i)
    console.error(`warmed ${name}`)
  }

  // Both carts of a user get the same adds in the same order, so they hold the same lines throughout.
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of ["POST", "GET"]) {
      const [ours, medusa] = Object.keys(scenarios).filter((n) => n.startsWith(kind))
      const [a, b] = await pairedPhase(users, scenarios[ours], scenarios[medusa])
      runs[ours].push(a)
      runs[medusa].push(b)
      console.error(`round ${round + 1} ${kind}: ${a.latencies.length} + ${b.latencies.length} requests, ${a.errors + b.errors} errors`)
    }
  }

  const summary = Object.fromEntries(Object.entries(runs).map(([name, r]) => [name, summarize(r)]))
  const ratio = (ours, theirs) => ({
    p50: summary[ours].p50 / summary[theirs].p50,
    p95: summary[ours].p95 / summary[theirs].p95,
    rps: summary[theirs].rps / summary[ours].rps,
  })
  const ratios = {
    GET: ratio("GET ours (/api/auth/cart)", "GET Medusa (/store/carts/{id})"),
    POST: ratio("POST ours (/api/auth/cart)", "POST Medusa (/store/carts/{id}/line-items)"),
  }

  const f = (n) => (Number.isFinite(n) ? n.toFixed(1) : "-")
  console.log(
    `\nbackend ${BASE}, concurrency ${CONCURRENCY}, ${ROUNDS} rounds x ${DURATION_MS / 1000}s per pair of calls (interleaved), ${picked.length} products rotated\n`
  )
  console.log("| call | requests | errors | p50 ms | p95 ms | req/s |")
  console.log("|---|---|---|---|---|---|")
  for (const [name, s] of Object.entries(summary)) {
    console.log(`| ${name} | ${s.requests} | ${s.errors} | ${f(s.p50)} | ${f(s.p95)} | ${f(s.rps)} |`)
  }
  console.log("\n| ratio ours / Medusa | p50 | p95 | time per request (inverse req/s) |")
  console.log("|---|---|---|---|")
  for (const [name, r] of Object.entries(ratios)) {
    console.log(`| ${name} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.rps.toFixed(2)} |`)
  }
  console.log(JSON.stringify({ base: BASE, concurrency: CONCURRENCY, rounds: ROUNDS, durationS: DURATION_MS / 1000, summary, ratios }))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
