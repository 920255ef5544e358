#!/usr/bin/env node
// @ts-check
/**
 * Load test for the batched review stats call:
 *   GET /api/reviews/stats?productIds=<20 ids>
 *
 * A small fixed-concurrency generator on Node's fetch (no autocannon needed):
 * CONCURRENCY workers each send the next request as soon as their previous one
 * answered, for DURATION seconds after a warm-up. Prints p50/p95/p99 latency
 * and requests per second, and fails (exit 1) on any non-200 answer.
 *
 *   BASE_URL=http://localhost:9105 node bench/reviews.bench.mjs
 *   BASE_URL=... CONCURRENCY=10 DURATION=20 node bench/reviews.bench.mjs --json
 *
 * With PUBLISHABLE_KEY set it also measures Medusa's own
 * GET /store/products?limit=20&fields=id,title as a reference point for what
 * one light Store API call costs on the same server.
 */
const BASE_URL = (process.env.BASE_URL || "http://localhost:9000").replace(/\/+$/, "")
const CONCURRENCY = Number(process.env.CONCURRENCY || 10)
const DURATION = Number(process.env.DURATION || 15)
const WARMUP = Number(process.env.WARMUP || 3)
// Twenty spec ids from every category, as a listing page would send them.
const IDS = (process.env.IDS || "P1,P2,P3,P4,P5,P6,P7,P8,A1,A2,A3,A4,A5,A6,S1,S2,S3,S4,RF1,RF2").split(",")

const PUBLISHABLE_KEY = process.env.PUBLISHABLE_KEY
const targets = {
  "stats x20 (batched)": `${BASE_URL}/api/reviews/stats?productIds=${IDS.join(",")}`,
  "stats x1 (card)": `${BASE_URL}/api/reviews/stats/${IDS[0]}`,
  ...(PUBLISHABLE_KEY ? { "Medusa /store/products x20 (reference)": `${BASE_URL}/store/products?limit=20&fields=id,title` } : {}),
}
/** @type {Record<string, string>} */
const headers = PUBLISHABLE_KEY ? { "x-publishable-api-key": PUBLISHABLE_KEY } : {}

function percentile(sorted, p) {
  if (!sorted.length) return NaN
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, i)]
}

async function hit(url) {
  const t0 = performance.now()
  const res = await fetch(url, { headers })
  await res.arrayBuffer()
  return { ms: performance.now() - t0, status: res.status }
}

async function run(url, seconds) {
  const latencies = []
  const errors = new Map()
  const end = performance.now() + seconds * 1000
  const worker = async () => {
    while (performance.now() < end) {
      try {
        const { ms, status } = await hit(url)
        if (status === 200) latencies.push(ms)
        else errors.set(status, (errors.get(status) ?? 0) + 1)
      } catch (e) {
        const error = /** @type {NodeJS.ErrnoException} */ (e)
        errors.set(error.code ?? error.message, (errors.get(error.code ?? error.message) ?? 0) + 1)
      }
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    errors: Object.fromEntries(errors),
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1],
  }
}

async function main() {
  const check = await fetch(targets["stats x20 (batched)"])
  const body = /** @type {{ stats?: Record<string, unknown> }} */ (await check.json())
  if (check.status !== 200 || Object.keys(body.stats ?? {}).length !== IDS.length) {
    console.error(`Unexpected answer (${check.status}): ${JSON.stringify(body).slice(0, 300)}. Is the shop seeded?`)
    process.exit(1)
  }
  const results = {}
  for (const [name, url] of Object.entries(targets)) {
    await run(url, WARMUP)
    results[name] = await run(url, DURATION)
  }
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ baseUrl: BASE_URL, concurrency: CONCURRENCY, duration: DURATION, ids: IDS.length, results }, null, 2))
  } else {
    console.log(`${BASE_URL}  concurrency ${CONCURRENCY}, ${DURATION}s per target after ${WARMUP}s warm-up, ${IDS.length} ids`)
    console.log("| call | requests | req/s | p50 ms | p95 ms | p99 ms | errors |")
    console.log("|---|---|---|---|---|---|---|")
    for (const [name, r] of Object.entries(results)) {
      console.log(
        `| ${name} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${JSON.stringify(r.errors)} |`
      )
    }
  }
  if (Object.values(results).some((r) => Object.keys(r.errors).length)) process.exit(1)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
