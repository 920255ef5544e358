#!/usr/bin/env node
// @ts-check
// Lighthouse (mobile preset, Lighthouse's default) on storefront pages, in
// Debian's Chromium. Needs a running storefront (production build) and backend:
//   node bench/lighthouse.mjs [--runs 3] [--save DIR] [--nginx BACKEND_URL] http://localhost:5173 / /perfumes /product/P1
// --nginx starts the production nginx configuration (bench/lib/nginx.mjs) in front
// of the storefront and that backend, and measures the pages through it.
// Prints one line per page and run (scores, FCP, LCP with its element and render
// delay, TBT, CLS, speed index), then, with more than one run, each page's median
// and range: the machine is shared, so one run's performance score says little.
// A run that measured nothing (NO_LCP, no performance score) is repeated up to two
// more times, then the script fails (exit code 1): such a run is never counted as 0.
// --save DIR writes each run's full report (JSON) and its trace (.trace.json,
// open in Chrome DevTools' Performance panel) there for a closer look.
import { mkdir, writeFile } from "node:fs/promises"
import { loadavg } from "node:os"
import { join } from "node:path"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { startNginx } from "./lib/nginx.mjs"
import { minMedianMax } from "./lib/shop-client.mjs"

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  if (at === -1) return fallback
  const [, value] = args.splice(at, 2)
  return value
}
const runs = Math.max(1, Number(option("--runs", "1")) || 1)
const saveDir = option("--save", "")
const nginxBackend = option("--nginx", "")
const [storefront = "http://localhost:5173", ...paths] = args
const nginx = nginxBackend ? await startNginx({ storefront, backend: nginxBackend, port: 4391 }) : null
const base = nginx?.base ?? storefront
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")
console.log(`# ${new Date().toISOString()}  ${base}${nginx ? ` (nginx in front of ${storefront})` : ""}  load average ${load()}`)
const pages = paths.length ? paths : ["/", "/perfumes", "/product/P1"]

if (saveDir) await mkdir(saveDir, { recursive: true })

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
})

const ms = (lhr, id) => Math.round(lhr.audits[id]?.numericValue ?? 0)

/**
 * One Lighthouse run whose performance score was really measured. A run without a
 * largest contentful paint (NO_LCP), with another runtime error, without a
 * performance score, or one where Lighthouse itself threw, scores nothing: it is
 * run again (up to two more times), and then the benchmark fails loudly rather
 * than printing a 0 as if it were a result.
 * @param {string} page
 */
async function measured(page, attempts = 3) {
  let problem = "no result"
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      })
      const lhr = result?.lhr
      const error = lhr?.runtimeError ?? lhr?.audits["largest-contentful-paint"]?.errorMessage
      if (result && lhr && !error && typeof lhr.categories.performance?.score === "number") return result
      problem = typeof error === "object" && error ? `${error.code}: ${error.message}` : String(error ?? "no performance score")
    } catch (thrown) {
      problem = thrown instanceof Error ? thrown.message : String(thrown)
    }
    console.warn(`${page}: Lighthouse measured nothing (${problem}); attempt ${attempt} of ${attempts}`)
  }
  throw new Error(`Lighthouse could not measure ${page} in ${attempts} attempts: ${problem}`)
}

/**
 * The LCP element and the simulated render delay (LCP after the image loaded), from the
 * largest-contentful-paint-element audit: where a slow LCP's time went.
 * @param {any} lhr
 */
function lcpBreakdown(lhr) {
  const tables = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? []
  const element = tables[0]?.items?.[0]?.node?.selector ?? tables[0]?.items?.[0]?.node?.snippet ?? "?"
  const renderDelay = tables[1]?.items?.find((/** @type {any} */ row) => /render delay/i.test(String(row.phase)))?.timing
  return { lcpElement: String(element), renderDelayMs: typeof renderDelay === "number" ? Math.round(renderDelay) : null }
}

try {
  // The first page a fresh Chromium loads records no largest-contentful-paint candidate at all
  // (Lighthouse then fails with NO_LCP): one unmeasured pass first.
  await lighthouse(`${base}${pages[0]}`, { port: chrome.port, logLevel: "silent", onlyCategories: ["performance"] }).catch(() => {})
  const rows = []
  // Pages alternate inside each round, so a burst of load elsewhere hits every page alike.
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const { lhr, artifacts } = await measured(page)
      if (saveDir) {
        const name = `${page.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${run}.json`
        await writeFile(join(saveDir, name), JSON.stringify(lhr))
        // The observed (unthrottled) trace behind the simulated numbers: long tasks × 4 ≈ Lighthouse's.
        await writeFile(join(saveDir, name.replace(/\.json$/, ".trace.json")), JSON.stringify(artifacts.Trace))
      }
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
        .map((a) => a.id)
      const row = {
        page,
        run,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcpMs: ms(lhr, "first-contentful-paint"),
        lcpMs: ms(lhr, "largest-contentful-paint"),
        tbtMs: ms(lhr, "total-blocking-time"),
        cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        siMs: ms(lhr, "speed-index"),
        ...lcpBreakdown(lhr),
        failing,
      }
      rows.push(row)
      console.log(
        `${page.padEnd(14)} run ${run}  perf ${row.performance}  a11y ${row.accessibility}  best ${row.bestPractices}  seo ${row.seo}  ` +
          `FCP ${row.fcpMs} ms  LCP ${row.lcpMs} ms (render delay ${row.renderDelayMs ?? "?"} ms, ${row.lcpElement})  ` +
          `TBT ${row.tbtMs} ms  CLS ${row.cls}  SI ${row.siMs} ms` +
          (failing.length ? `  failing: ${failing.join(", ")}` : "")
      )
    }
  }
  console.log(`# ${new Date().toISOString()}  load average ${load()}`)
  if (runs > 1) {
    console.log(`\nmedian [min–max] over ${runs} runs`)
    for (const page of pages) {
      const mine = rows.filter((r) => r.page === page)
      const stat = (key) => {
        const { min, median, max } = minMedianMax(mine.map((r) => r[key]))
        return `${median} [${min}–${max}]`
      }
      console.log(
        `${page.padEnd(14)} perf ${stat("performance")}  a11y ${stat("accessibility")}  best ${stat("bestPractices")}  seo ${stat("seo")}  ` +
          `FCP ${stat("fcpMs")}  LCP ${stat("lcpMs")}  TBT ${stat("tbtMs")}  CLS ${stat("cls")}`
      )
    }
  }
} catch (error) {
  // Never a partial table that reads like a result: say what failed and exit non-zero.
  console.error(`\nlighthouse.mjs FAILED: ${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
} finally {
  await chrome.kill()
  nginx?.stop()
}
