#!/usr/bin/env node
// @ts-check
/**
 * Courier booking benchmark (issue 44): how much of "Book shipment" is our time, on top of the
 * courier's answers. Runs the integration test "booking time" of
 * medusa-backend/integration-tests/http/courier-shiprocket.spec.ts (Medusa booted with SHIPROCKET_*
 * against the docs double, whose every answer waits 100 ms like a real courier's), which books 3 paid
 * orders through POST /api/admin/orders/{id}/shipment and measures each: the route's wall time, the
 * time the double spent answering (sum over its calls), and the difference, ours.
 *
 *   node bench/courier-booking.bench.mjs            (needs PostgreSQL as the integration layer does)
 *
 * Prints min/median/max of ours, the courier's and the total, then the runs as JSON.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"

const backend = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "medusa-backend")
const out = path.join(os.tmpdir(), `courier-booking-bench-${process.pid}.jsonl`)
// The test fails when the median is above 1 s; its figures are printed either way.
let failed = false
try {
  execFileSync(
    "npx",
    ["jest", "--runInBand", "--forceExit", "--silent", "integration-tests/http/courier-shiprocket.spec.ts", "-t", "booking time"],
    {
      cwd: backend,
      stdio: "inherit",
      env: {
        ...process.env,
        BENCH_OUT: out,
        DB_HOST: process.env.DB_HOST ?? "localhost",
        DB_PORT: process.env.DB_PORT ?? "5432",
        DB_USERNAME: process.env.DB_USERNAME ?? "postgres",
        MEDUSA_DISABLE_TELEMETRY: "true",
        TEST_TYPE: "integration:http",
        NODE_OPTIONS: "--experimental-vm-modules",
      },
    }
  )
} catch {
  failed = true
}
/** @type {{ totalMs: number, courierMs: number, oursMs: number, courierCalls: number, selfShipMs: number }[]} */
const runs = fs
  .readFileSync(out, "utf8")
  .trim()
  .split("\n")
  .flatMap((line) => JSON.parse(line).runs)
fs.unlinkSync(out)
const stat = (/** @type {number[]} */ values) => {
  const s = [...values].sort((a, b) => a - b)
  return { min: Math.round(s[0]), median: Math.round(s[Math.floor(s.length / 2)]), max: Math.round(s[s.length - 1]) }
}
const table = {
  ours: stat(runs.map((r) => r.oursMs)),
  courier: stat(runs.map((r) => r.courierMs)),
  total: stat(runs.map((r) => r.totalMs)),
  selfShip: stat(runs.map((r) => r.selfShipMs)),
  courierCalls: runs[0]?.courierCalls,
}
console.log(`ours ms (min/median/max): ${table.ours.min} / ${table.ours.median} / ${table.ours.max}`)
console.log(`courier ms: ${table.courier.min} / ${table.courier.median} / ${table.courier.max} (${table.courierCalls} calls)`)
console.log(`total ms: ${table.total.min} / ${table.total.median} / ${table.total.max}`)
console.log(`Ship order (self-ship, no courier) ms: ${table.selfShip.min} / ${table.selfShip.median} / ${table.selfShip.max}`)
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")} on ${os.cpus().length} cores`
)
console.log(JSON.stringify({ runs, ...table }))
if (failed) process.exitCode = 1
