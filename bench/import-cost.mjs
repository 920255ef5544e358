#!/usr/bin/env node
// @ts-check
// What keeping the search index current costs an operator's import: the same
// 2,000-product import (bench/grow-catalogue.mjs: POST /admin/products/batch, 50 a call,
// stock and launch-offer prices) into two fresh copies of a seeded database, one backend
// without the Search Module (SEARCH_INDEX=off) and one with it, in turns, N rounds.
// For the indexed one it also times how long after the last batch every product is
// findable through POST /store/search.
//   node bench/import-cost.mjs [--products 2000] [--rounds 3] [--template <seeded database>]
// Without --template it migrates and seeds one first (about a minute). Needs the local
// PostgreSQL (DATABASE_SERVER_URL, default postgres://postgres@127.0.0.1:5432).
// Each backend runs `medusa start` (shared server + worker, as `npm start` does) on a
// port reserved for it; its log goes to bench/.logs/.
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import pg from "pg"
import { growCatalogue } from "./grow-catalogue.mjs"
import { minMedianMax, shopClient } from "./lib/shop-client.mjs"
import { BACKEND_DIR, BIN, ROOT } from "../scripts/lib/paths.mjs"
import { LOAD_TEST_LIMITS } from "../scripts/lib/load-test-limits.mjs"
import { assertPortUnused, releasePort, reservePort, waitForHttp } from "../scripts/lib/ports.mjs"
import { run } from "../scripts/lib/processes.mjs"

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at === -1 ? fallback : args[at + 1]
}
const PRODUCTS = Number(option("--products", "2000"))
const ROUNDS = Number(option("--rounds", "3"))
const SERVER = (process.env.DATABASE_SERVER_URL || "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "")
const LOGS = path.join(ROOT, "bench", ".logs")
fs.mkdirSync(LOGS, { recursive: true })

const admin = new pg.Client({ connectionString: `${SERVER}/postgres` })
await admin.connect()
const sql = (text) => admin.query(text)

// The limits raised as the e2e layer raises them: the benchmark's polling and batches all come from this machine.
const env = (database, extra = {}) => ({
  ...process.env,
  ...LOAD_TEST_LIMITS,
  NODE_ENV: "development",
  DATABASE_URL: `${SERVER}/${database}`,
  MEDUSA_DISABLE_TELEMETRY: "true",
  REDIS_URL: "",
  ...extra,
})

let template = option("--template", "")
if (!template) {
  template = `sugandh_bench_import_tpl_${process.pid}`
  console.log(`Migrating and seeding ${template}...`)
  await sql(`create database "${template}"`)
  await run(path.join(BIN, "medusa"), ["db:migrate"], { cwd: BACKEND_DIR, env: env(template), name: "migrate", quiet: true })
  await run(path.join(BIN, "medusa"), ["exec", "./src/scripts/seed.ts"], {
    cwd: BACKEND_DIR,
    env: env(template),
    name: "seed",
    quiet: true,
  })
}
const seeded = await new pg.Client({ connectionString: `${SERVER}/${template}` })
await seeded.connect()
const startCount = Number((await seeded.query("select count(*) from product where deleted_at is null")).rows[0].count)
await seeded.end()

/**
 * One backend on a fresh copy of the template: imports PRODUCTS products, and with the index waits until all are findable.
 * @param {"without index" | "with index"} mode
 * @param {number} round
 */
async function measure(mode, round) {
  const database = `sugandh_bench_import_${process.pid}_${round}_${mode === "with index" ? "on" : "off"}`
  await sql(`create database "${database}" template "${template}"`)
  const port = await reservePort()
  await assertPortUnused(port, "the benchmark's backend")
  const logFile = path.join(LOGS, `import-cost-${round}-${mode.replace(" ", "-")}.log`)
  const out = fs.openSync(logFile, "w")
  const child = spawn(path.join(BIN, "medusa"), ["start"], {
    cwd: BACKEND_DIR,
    env: env(database, { PORT: String(port), SEARCH_INDEX: mode === "with index" ? "on" : "off" }),
    stdio: ["ignore", out, out],
    detached: true,
  })
  let alive = true
  child.on("exit", () => (alive = false))
  // Stopping the benchmark stops its backend too (it runs in its own process group).
  const stop = () => {
    if (alive) process.kill(-(child.pid ?? 0), "SIGTERM")
    process.exit(130)
  }
  process.once("SIGINT", stop).once("SIGTERM", stop)
  try {
    const backend = `http://127.0.0.1:${port}`
    await waitForHttp(`${backend}/health`, { isAlive: () => alive })
    const { seconds } = await growCatalogue({ backend, target: startCount + PRODUCTS, progress: false })
    let findableAfter = null
    if (mode === "with index") {
      const { call, must } = shopClient(backend)
      // The storefront's own key (the seed's, linked to the shop's sales channel), as pages get it.
      const { publishableKey } = await must("GET", "/api/config")
      const lastBatchAt = Date.now()
      const deadline = lastBatchAt + 600_000
      for (;;) {
        const { status, json } = await call("POST", "/store/search", {
          key: publishableKey,
          body: { entity: "product", pagination: { take: 0 } },
        })
        if (status !== 200) throw new Error(`POST /store/search answered ${status}: ${JSON.stringify(json).slice(0, 200)}`)
        if (json.results?.[0]?.metadata?.count >= startCount + PRODUCTS) break
        if (Date.now() > deadline) throw new Error(`not every product was findable 600 s after the last batch (${logFile})`)
        await new Promise((r) => setTimeout(r, 250))
      }
      findableAfter = (Date.now() - lastBatchAt) / 1000
    }
    return { seconds, findableAfter }
  } finally {
    process.removeListener("SIGINT", stop).removeListener("SIGTERM", stop)
    if (alive) {
      process.kill(-(child.pid ?? 0), "SIGTERM")
      await new Promise((r) => child.once("exit", r))
    }
    fs.closeSync(out)
    releasePort(port)
    await sql(`drop database if exists "${database}" with (force)`)
  }
}

/** @type {{ round: number, without: number, with: number, findableAfter: number | null }[]} */
const rows = []
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const without = await measure("without index", round)
    const withIndex = await measure("with index", round)
    rows.push({ round, without: without.seconds, with: withIndex.seconds, findableAfter: withIndex.findableAfter })
    console.log(
      `round ${round}: ${PRODUCTS} products without the index ${without.seconds.toFixed(1)} s, with it ${withIndex.seconds.toFixed(1)} s ` +
        `(x${(withIndex.seconds / without.seconds).toFixed(2)}), all findable ${withIndex.findableAfter?.toFixed(1)} s after the last batch`
    )
  }
} finally {
  if (!option("--template", "")) await sql(`drop database if exists "${template}" with (force)`)
  await admin.end()
}

const stats = (values) => {
  const { min, median, max } = minMedianMax(values)
  return `min ${min.toFixed(2)} / median ${median.toFixed(2)} / max ${max.toFixed(2)}`
}
console.log(`\n${PRODUCTS} products, ${ROUNDS} rounds`)
console.log(`  without index (s):           ${stats(rows.map((r) => r.without))}`)
console.log(`  with index (s):              ${stats(rows.map((r) => r.with))}`)
console.log(`  ratio with / without:        ${stats(rows.map((r) => r.with / r.without))}`)
console.log(`  findable after last batch (s): ${stats(rows.map((r) => r.findableAfter ?? 0))}`)
