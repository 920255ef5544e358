#!/usr/bin/env node
// @ts-check
/**
 * The courier webhook under a busy day's scan rate (issue 44): POST /hooks/courier/aggregator at a
 * fixed 50 scans a second for 60 s against the production split (one server and one worker on one
 * PostgreSQL and Redis, as docker-compose runs them, started outside Docker as the process tests do).
 *
 *   node bench/courier-webhook.mjs [--rounds 3] [--rate 50] [--duration 60] [--parcels 20]
 *
 * Each round starts on a fresh copy of the seeded database, places and ships `--parcels` orders by
 * hand (Ship order with a typed AWB, so no courier is needed), then sends webhooks as Shiprocket
 * documents them: each body carries the parcel's newest scan and the two before it (Shiprocket repeats
 * the history), so most scans in a body were seen already and must not be stored twice. The sender is
 * open-loop (a request every 1/rate s, not waiting for answers), so a slow server shows as latency.
 * It prints per round the p50 / p95 / max latency, the statuses, and the scans stored against the
 * distinct scans sent (nothing lost, nothing doubled), and how long after the last answer the worker
 * had applied every stored scan (the webhook answers before applying); then min / median / max.
 *
 * Needs PostgreSQL (PROCESS_TESTS_PG_URL, default postgres://postgres@127.0.0.1:5432) and Redis
 * (REDIS_URL, default redis://127.0.0.1:6379; a logical database of its own is claimed and emptied).
 */
import { parseArgs } from "node:util"
import { performance } from "node:perf_hooks"
import { freshDatabase } from "../medusa-backend/process-tests/lib/databases.mjs"
import { productionEnv, startMedusa } from "../medusa-backend/process-tests/lib/medusa-process.mjs"
import { isolatedRedisUrl, redisAnswers } from "../medusa-backend/process-tests/lib/redis.mjs"
import { addToCart, api, getCart, newCustomer, placeOrder, publishableKey } from "../medusa-backend/process-tests/lib/shop-api.mjs"
import { minMedianMax, percentile } from "./lib/shop-client.mjs"

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    rate: { type: "string", default: "50" },
    duration: { type: "string", default: "60" },
    parcels: { type: "string", default: "20" },
  },
})
const RATE = Number(args.rate)
const DURATION_S = Number(args.duration)
const PARCELS = Number(args.parcels)
const TOKEN = "bench-courier-webhook-token"
const OPERATOR = { email: "admin@sugandh.example", password: "admin1234" }

if (!(await redisAnswers())) throw new Error("The production split needs Redis (REDIS_URL)")

/** Orders placed, confirmed and shipped by hand with AWBs BENCH0000…: parcels the webhook knows. */
async function shippedParcels(base) {
  const key = await publishableKey(base)
  const login = await api.post(base, "/api/auth/login", OPERATOR)
  if (login.status !== 200) throw new Error(`operator login: ${login.status} ${JSON.stringify(login.data)}`)
  const operator = login.data.token
  const awbs = []
  for (let i = 0; i < PARCELS; i++) {
    const shopper = await newCustomer(base, key, `webhook-bench-${Date.now()}-${i}@bench.example`)
    await addToCart(base, shopper.token, "P1", 1)
    const cart = await getCart(base, shopper.token)
    const placed = await placeOrder(base, shopper.token, cart.totals.total)
    if (placed.status !== 201) throw new Error(`order: ${placed.status} ${JSON.stringify(placed.data)}`)
    const orderId = placed.data.order.id
    const confirmed = await api.put(base, `/api/admin/orders/${orderId}/confirm`, {}, { token: operator })
    if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.data)}`)
    const awb = `BENCH${String(i).padStart(7, "0")}`
    const shipped = await api.put(base, `/api/admin/orders/${orderId}/tracking`, { trackingNumber: awb }, { token: operator })
    if (shipped.status !== 200) throw new Error(`ship: ${shipped.status} ${JSON.stringify(shipped.data)}`)
    awbs.push(awb)
  }
  return awbs
}

/** The n-th in-transit scan of a parcel, one minute apart in Indian time ("date" as Shiprocket sends it). */
function scan(n) {
  const at = new Date(Date.UTC(2026, 10, 1, 0, 0, 0) + n * 60_000)
  const date = at.toISOString().replace("T", " ").slice(0, 19)
  return {
    date,
    status: "X-DLL2F",
    activity: "In Transit - Shipment Recieved at Facility",
    location: `Hub ${n % 40} (Karnataka)`,
    "sr-status": "18",
    "sr-status-label": "IN TRANSIT",
  }
}

/** A tracking update as Shiprocket's webhook documentation shows it, with the parcel's last three scans. */
function update(awb, n) {
  const scans = [n - 2, n - 1, n].filter((k) => k >= 0).map(scan)
  const [d, t] = scan(n).date.split(" ")
  const [y, m, day] = d.split("-")
  return {
    awb,
    courier_name: "Delhivery Surface",
    current_status: "IN TRANSIT",
    current_status_id: 20,
    shipment_status: "IN TRANSIT",
    shipment_status_id: 18,
    current_timestamp: `${day} ${m} ${y} ${t}`,
    order_id: awb,
    sr_order_id: 1,
    scans,
    is_return: 0,
  }
}

async function round(n) {
  const db = await freshDatabase(`courier_webhook_${n}`)
  const env = productionEnv({ DATABASE_URL: db.url, REDIS_URL: await isolatedRedisUrl(), COURIER_WEBHOOK_TOKEN: TOKEN })
  // Booted side by side, with time to spare: on a loaded machine a boot takes minutes.
  const readyTimeoutMs = 600_000
  const [worker, server] = await Promise.all([
    startMedusa({ name: "worker", env: { ...env, MEDUSA_WORKER_MODE: "worker" }, readyTimeoutMs }),
    startMedusa({ name: "server", env: { ...env, MEDUSA_WORKER_MODE: "server" }, readyTimeoutMs }),
  ])
  try {
    const awbs = await shippedParcels(server.url)
    // Each parcel's first scan before the clock starts: its courier record is made then (a one-off per
    // parcel, not the steady state measured here); later bodies repeat it, so it counts as sent.
    for (const awb of awbs) await post(server.url, update(awb, 0))

    const total = RATE * DURATION_S
    const latencies = []
    /** @type {Record<string, number>} */
    const statuses = {}
    const sent = new Set()
    const next = new Map(awbs.map((a) => [a, 1]))
    const started = performance.now()
    const inFlight = []
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE
      const wait = due - performance.now()
      if (wait > 0) await new Promise((r) => setTimeout(r, wait))
      const awb = awbs[i % awbs.length]
      const k = next.get(awb) ?? 1
      next.set(awb, k + 1)
      for (const s of update(awb, k).scans) sent.add(`${awb}|${s.date}|${s["sr-status"]}`)
      const t0 = performance.now()
      inFlight.push(
        post(server.url, update(awb, k)).then(
          (status) => {
            latencies.push(performance.now() - t0)
            statuses[status] = (statuses[status] ?? 0) + 1
          },
          () => (statuses.error = (statuses.error ?? 0) + 1)
        )
      )
    }
    await Promise.all(inFlight)
    const seconds = (performance.now() - started) / 1000
    const [{ stored }] = await db.query(
      "select count(*)::int as stored from courier_scan where awb like 'BENCH%' and deleted_at is null and status_code = '18'"
    )
    // The worker applies the stored scans after the answer: how long until none is left waiting (60 s at most).
    const answered = performance.now()
    let waiting = -1
    for (;;) {
      ;[{ waiting }] = await db.query("select count(*)::int as waiting from courier_scan where awb like 'BENCH%' and applied_at is null")
      if (waiting === 0 || performance.now() - answered > 60_000) break
      await new Promise((r) => setTimeout(r, 200))
    }
    const appliedAfterS = Math.round((performance.now() - answered) / 100) / 10
    const steps = await db.query("select step, count(*)::int as n from courier_shipment where awb like 'BENCH%' group by step")
    const sorted = latencies.sort((a, b) => a - b)
    const ms = (v) => Math.round(v * 10) / 10
    return {
      requests: total,
      perSecond: Math.round((total / seconds) * 10) / 10,
      p50: ms(percentile(sorted, 50)),
      p95: ms(percentile(sorted, 95)),
      max: ms(sorted.at(-1) ?? NaN),
      statuses,
      distinctScansSent: [...sent].length,
      scansStored: stored,
      unappliedAtEnd: waiting,
      appliedAfterS,
      steps: Object.fromEntries(steps.map((r) => [r.step, r.n])),
    }
  } finally {
    await server.stop()
    await worker.stop()
    await db.drop()
  }
}

async function post(base, body) {
  const res = await fetch(`${base}/hooks/courier/aggregator`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": TOKEN },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  })
  await res.arrayBuffer()
  return res.status
}

const results = []
for (let n = 1; n <= Number(args.rounds); n++) {
  const result = await round(n)
  results.push(result)
  console.log(`round ${n}: ${JSON.stringify(result)}`)
}
const spread = (values) => {
  const { min, median, max } = minMedianMax(values)
  return `${min} / ${median} / ${max}`
}
console.log(`\n${RATE} scans/s for ${DURATION_S} s, ${PARCELS} parcels; min / median / max of ${results.length} rounds`)
console.log(
  `p50 ms ${spread(results.map((r) => r.p50))}; p95 ms ${spread(results.map((r) => r.p95))}; max ms ${spread(results.map((r) => r.max))}`
)
console.log(`achieved rate ${spread(results.map((r) => r.perSecond))} /s`)
console.log(`all scans applied ${spread(results.map((r) => r.appliedAfterS))} s after the last answer`)
const lost = results.filter((r) => r.scansStored !== r.distinctScansSent)
console.log(lost.length ? `MISMATCH stored vs sent: ${JSON.stringify(lost)}` : "every distinct scan stored once in every round")
