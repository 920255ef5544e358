#!/usr/bin/env node
// @ts-check
// How long the Medusa admin takes to show its sign-in form to a browser that has never seen it.
// Needs a running backend (`npm start`, or `npm run dev` for Vite's development admin):
//   node bench/admin-first-visit.mjs [--runs 3] http://localhost:9000
// Each run starts Debian's Chromium with a new, empty profile (no HTTP cache), opens /app and waits
// until the sign-in form's e-mail field is visible. Prints each run (seconds to the form, the
// slowest stylesheet request) and, with more than one run, min / median / max.
import fs from "node:fs"
import { loadavg, tmpdir } from "node:os"
import path from "node:path"
import { chromium } from "playwright-core"
import { minMedianMax } from "./lib/shop-client.mjs"

const args = process.argv.slice(2)
const at = args.indexOf("--runs")
const runs = at === -1 ? 1 : Math.max(1, Number(args.splice(at, 2)[1]) || 1)
const backend = (args[0] ?? "http://localhost:9000").replace(/\/$/, "")
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")

console.log(`# ${new Date().toISOString()}  ${backend}/app  load average ${load()}`)
/** @type {number[]} */
const seconds = []
for (let run = 1; run <= runs; run++) {
  const profile = fs.mkdtempSync(path.join(tmpdir(), "admin-first-visit-"))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    /** @type {Map<import("playwright-core").Request, number>} */
    const cssStarted = new Map()
    let slowestCss = 0
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") cssStarted.set(request, Date.now())
    })
    page.on("requestfinished", (request) => {
      const started = cssStarted.get(request)
      if (started !== undefined) slowestCss = Math.max(slowestCss, Date.now() - started)
    })
    const started = Date.now()
    await page.goto(`${backend}/app`, { timeout: 300_000 })
    await page.locator('input[name="email"]').waitFor({ state: "visible", timeout: 300_000 })
    const elapsed = (Date.now() - started) / 1000
    seconds.push(elapsed)
    console.log(`run ${run}: sign-in form after ${elapsed.toFixed(2)} s, slowest stylesheet ${slowestCss} ms (load ${load()})`)
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
}
if (runs > 1) {
  const { min, median, max } = minMedianMax(seconds)
  console.log(`min / median / max: ${min.toFixed(2)} / ${median.toFixed(2)} / ${max.toFixed(2)} s`)
}
