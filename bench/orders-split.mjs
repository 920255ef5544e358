#!/usr/bin/env node
// @ts-check
/**
 * Orders per second, one process against the production split, in one run
 * (issue 35 point 4): on a fresh migrated and seeded database each round
 * starts the backend one way, runs bench/orders.bench.mjs against it, and
 * stops it again, alternating:
 *
 * - "single": one `medusa start` as `npm start` runs it (shared worker mode,
 *   NODE_ENV=development, in-memory event bus, locks and workflow engine);
 * - "split": one server and one worker process (NODE_ENV=production,
 *   MEDUSA_WORKER_MODE server / worker) on one Redis, as docker-compose.yml
 *   runs them, started outside Docker as the process tests start them.
 *
 *   node bench/orders-split.mjs [--rounds 3] [--customers 10] [--duration 30] [--modes single,split] [--paths ours,sdk]
 *
 * --paths runs each of bench/orders.bench.mjs's paths against the same backend, one after the
 * other: "ours" (POST /api/auth/orders) and "sdk" (Medusa's JS SDK checkout), for their ratio.
 *
 * Needs PostgreSQL (PROCESS_TESTS_PG_URL, default postgres://postgres@127.0.0.1:5432)
 * and, for the split, Redis (REDIS_URL, default redis://127.0.0.1:6379; a logical
 * database of its own is claimed and emptied). Prints each round's result and a
 * min / median / max summary per mode.
 */
import { spawn } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { freshDatabase } from "../medusa-backend/process-tests/lib/databases.mjs"
import { productionEnv, startMedusa } from "../medusa-backend/process-tests/lib/medusa-process.mjs"
import { isolatedRedisUrl, redisAnswers } from "../medusa-backend/process-tests/lib/redis.mjs"
import { LOAD_TEST_LIMITS } from "../scripts/lib/load-test-limits.mjs"
import { minMedianMax } from "./lib/shop-client.mjs"

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    customers: { type: "string", default: "10" },
    duration: { type: "string", default: "30" },
    modes: { type: "string", default: "single,split" },
    paths: { type: "string", default: "ours" },
  },
})
const modes = args.modes.split(",")
const paths = args.paths.split(",")
const HERE = path.dirname(fileURLToPath(import.meta.url))

if (modes.includes("split") && !(await redisAnswers())) throw new Error("The split needs Redis (REDIS_URL)")

const db = await freshDatabase("orders_split")
console.log(`database ${db.name}`)

/** Starts the backend of one mode; resolves with its URL and a stop(). */
async function start(mode) {
  if (mode === "single") {
    const env = { ...LOAD_TEST_LIMITS, DATABASE_URL: db.url, NODE_ENV: "development", DISABLE_MEDUSA_ADMIN: "true", REDIS_URL: "" }
    const server = await startMedusa({ name: "single", env })
    return { url: server.url, stop: () => server.stop() }
  }
  const env = productionEnv({ DATABASE_URL: db.url, REDIS_URL: await isolatedRedisUrl() })
  const worker = await startMedusa({ name: "worker", env: { ...env, MEDUSA_WORKER_MODE: "worker" } })
  const server = await startMedusa({ name: "server", env: { ...env, MEDUSA_WORKER_MODE: "server" } })
  return { url: server.url, stop: () => Promise.all([server.stop(), worker.stop()]) }
}

/** Runs bench/orders.bench.mjs and returns the JSON of its last line. */
function ordersBench(url, benchPath) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(HERE, "orders.bench.mjs"), "--url", url, "--customers", args.customers, "--duration", args.duration, "--path", benchPath],
      { stdio: ["ignore", "pipe", "inherit"] }
    )
    let out = ""
    child.stdout.on("data", (chunk) => (out += chunk))
    child.on("exit", (code) => {
      const last = out.trim().split("\n").pop() ?? ""
      if (code !== 0) return reject(new Error(`orders.bench.mjs exited ${code}: ${out.slice(-500)}`))
      resolve(JSON.parse(last))
    })
  })
}

const runs = modes.flatMap((mode) => paths.map((benchPath) => `${mode}/${benchPath}`))
/** @type {Record<string, any[]>} */
const results = Object.fromEntries(runs.map((run) => [run, []]))
try {
  for (let round = 1; round <= Number(args.rounds); round++) {
    for (const mode of modes) {
      const backend = await start(mode)
      try {
        for (const benchPath of paths) {
          const result = await ordersBench(backend.url, benchPath)
          results[`${mode}/${benchPath}`].push(result)
          console.log(
            `round ${round} ${`${mode}/${benchPath}`.padEnd(12)} ${result.ordersPerSecond} orders/s, order call p50 ${result.orderCall.p50} ms p95 ${result.orderCall.p95} ms${result.sdkCallsP50 ? `, SDK calls p50 ${JSON.stringify(result.sdkCallsP50)}` : ""}, failures ${JSON.stringify(result.failures ?? {})}`
          )
        }
      } finally {
        await backend.stop()
      }
    }
  }
} finally {
  await db.drop()
}

const spread = (values) => {
  const { min, median, max } = minMedianMax(values)
  return `${min} / ${median} / ${max}`
}
console.log(`\n${args.customers} customers, ${args.duration} s a round, min / median / max of ${args.rounds} rounds`)
for (const run of runs) {
  const list = results[run]
  console.log(
    `${run.padEnd(12)} orders/s ${spread(list.map((r) => r.ordersPerSecond))}; order call p50 ${spread(list.map((r) => r.orderCall.p50))} ms`
  )
}
if (paths.includes("ours") && paths.includes("sdk")) {
  for (const mode of modes) {
    const ratios = results[`${mode}/ours`].map(
      (ours, i) => Math.round((ours.orderCall.p50 / results[`${mode}/sdk`][i].orderCall.p50) * 100) / 100
    )
    console.log(`${mode}: ours / SDK order call p50, per round: ${spread(ratios)}`)
  }
}
