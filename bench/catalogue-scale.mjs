#!/usr/bin/env node
// What a first visit costs, whatever the catalogue's size. Against a running
// storefront (production build) and backend:
//   node bench/catalogue-scale.mjs [--storefront http://localhost:5173] [--backend http://localhost:9000]
//                                  [--requests 200] [--lighthouse-runs 3] [--skip-first-loads]
//                                  [--analyze-database postgres://postgres@127.0.0.1:5432/db]
// 1. First load of /, /perfumes, /product/P1 and /search?q=oud in Chromium (a fresh
//    profile each): the API requests (/api, /store) and their JSON bytes (decoded).
//    Since server rendering (issue 15) the storefront server makes a first load's
//    catalogue calls; the browser's count shows what it still fetches after hydration.
// 2. POST /store/search latency, one client, sequential: header suggestions
//    (type-ahead) and a listing page with two filters, a sort and the facets.
// 3. Lighthouse mobile on /, /perfumes, /product/P1 (bench/lighthouse.mjs).
// Run it at 52 products (fresh seed) and again after bench/grow-catalogue.mjs --to 5000.
// --analyze-database first VACUUM ANALYZEs the search index tables, which autovacuum does
// within a minute of an import in production; this machine's PostgreSQL runs with
// autovacuum off (conf.d/90-ci.conf), and without statistics the planner takes the
// status/sales-channel filters for selective and answers about ten times slower.
import { spawnSync } from "node:child_process"
import { chromium } from "playwright-core"
import { percentile, shopClient } from "./lib/shop-client.mjs"

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at === -1 ? fallback : args[at + 1]
}
const storefront = option("--storefront", "http://localhost:5173")
const backend = option("--backend", "http://localhost:9000")
const requests = Number(option("--requests", "200"))
const lighthouseRuns = Number(option("--lighthouse-runs", "3"))
const analyzeDatabase = option("--analyze-database", "")
const skipFirstLoads = args.includes("--skip-first-loads")

if (analyzeDatabase) {
  const { default: pg } = await import("pg")
  const db = new pg.Client(analyzeDatabase)
  await db.connect()
  const { rows } = await db.query("SELECT table_name FROM search_postgres_index")
  for (const { table_name } of rows) await db.query(`VACUUM ANALYZE "${table_name}"`)
  await db.end()
  console.log(`VACUUM ANALYZE: ${rows.map((r) => r.table_name).join(", ")}`)
}
const PAGES = ["/", "/perfumes", "/product/P1", "/search?q=oud"]

const { call, must } = shopClient(backend)
const config = await must("GET", "/api/config")
const total = (await must("POST", "/store/search", { key: config.publishableKey, body: { entity: "product", pagination: { take: 0 } } })).results[0].metadata.count
console.log(`Catalogue: ${total} searchable products\n`)

// 1. First loads.
if (!skipFirstLoads) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium" })
  console.log("page            API requests  API JSON (decoded)")
  for (const path of PAGES) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const seen = []
    page.on("response", (response) => {
      const url = new URL(response.url())
      if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/store/")) seen.push(response)
    })
    await page.goto(`${storefront}${path}`, { waitUntil: "networkidle" })
    const sizes = await Promise.all(seen.map((r) => r.body().then((b) => b.length).catch(() => 0)))
    const bytes = sizes.reduce((a, b) => a + b, 0)
    console.log(`${path.padEnd(16)}${String(seen.length).padStart(12)}  ${(bytes / 1024).toFixed(1).padStart(8)} KiB   ${seen.map((r) => new URL(r.url()).pathname).join(", ")}`)
    await context.close()
  }
  await browser.close()
}

// 2. /store/search latency.
const time = async (body) => {
  const started = performance.now()
  const r = await call("POST", "/store/search", { key: config.publishableKey, body })
  if (r.status !== 200) throw new Error(`search answered ${r.status}: ${JSON.stringify(r.json).slice(0, 200)}`)
  return performance.now() - started
}
const TYPED = ["sa", "saf", "saff", "oud", "ou", "ro", "ros", "rose", "jas", "jasm", "mus", "amb", "sand", "vet", "mog", "kew", "mid", "vel", "gol", "tem"]
// The header's two requests (storefront src/features/search/api/suggestions.ts): the exact
// type-ahead on every pause in typing, and the typo-tolerant one only when that finds nothing.
const SUGGESTION_FIELDS = ["id", "spec_id", "handle", "title", "brand", "category_handle", "thumbnail", "price"]
const suggestion = (q) => ({
  entity: "product",
  fields: SUGGESTION_FIELDS,
  filters: { q },
  pagination: { take: 5 },
  search_options: { match_strategy: "last", typo_tolerance: false, count: "none" },
})
const MISSPELT = ["safron", "jasmin", "sandl", "vetivr", "mogr", "kewra", "velvt", "amberr", "musck", "templ"]
const typoSuggestion = (q) => ({
  entity: "product",
  fields: SUGGESTION_FIELDS,
  filters: { q },
  pagination: { take: 5 },
  search_options: { match_strategy: "last", typo_tolerance: true, min_score: 0.4, count: "none", attributes_to_search_on: ["title", "brand"] },
})
const listing = {
  entity: "product",
  filters: { category_handle: "perfumes", fragrance: "woody", price: { $gte: 280, $lte: 400 } },
  pagination: { skip: 0, take: 24, order: { price: "ASC", listed_at: "ASC", id: "ASC" } },
  search_options: {
    facets: [
      { field: "brand", limit: 50, sort: "alpha" },
      { field: "fragrance", limit: 50 },
      { field: "size", limit: 50 },
      { field: "price", type: "range", ranges: [{ key: "Under ₹280", to: 280 }, { key: "₹280 - ₹320", from: 280, to: 320.001 }, { key: "₹320 - ₹400", from: 320, to: 400.001 }, { key: "Above ₹400", from: 400.001 }] },
    ],
    disjunctive_facets: true,
  },
}
for (let i = 0; i < 10; i++) await time(suggestion(TYPED[i % TYPED.length])) // warm-up
const latencies = { suggestions: [], "typo (fallback)": [], listing: [] }
for (let i = 0; i < requests; i++) {
  latencies.suggestions.push(await time(suggestion(TYPED[i % TYPED.length])))
  latencies["typo (fallback)"].push(await time(typoSuggestion(MISSPELT[i % MISSPELT.length])))
  latencies.listing.push(await time(listing))
}
console.log(`\n/store/search, one client, ${requests} requests each (ms)`)
for (const [name, list] of Object.entries(latencies)) {
  const sorted = list.sort((a, b) => a - b)
  console.log(`${name.padEnd(16)} p50 ${percentile(sorted, 50).toFixed(1)}  p95 ${percentile(sorted, 95).toFixed(1)}  max ${sorted.at(-1).toFixed(1)}`)
}

// 3. Lighthouse.
if (lighthouseRuns > 0) {
  console.log("\nLighthouse (mobile)")
  spawnSync(process.execPath, [new URL("./lighthouse.mjs", import.meta.url).pathname, "--runs", String(lighthouseRuns), storefront, "/", "/perfumes", "/product/P1"], {
    stdio: "inherit",
  })
}
