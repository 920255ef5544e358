#!/usr/bin/env node
// @ts-check
// What a first visit costs, whatever the catalogue's size. Against a running
// storefront (production build) and backend:
//   node bench/catalogue-scale.mjs [--storefront http://localhost:5173] [--backend http://localhost:9000]
//                                  [--requests 200] [--lighthouse-runs 3] [--skip-first-loads]
//                                  [--analyze-database postgres://postgres@127.0.0.1:5432/db]
// 1. First load of /, /perfumes, /product/P1 and /search?q=oud in Chromium (a fresh
//    profile each): the API requests (/api, /store) and their JSON bytes (decoded), both
//    the storefront server's (rendering the page) and the browser's (after hydration),
//    through a storefront server the benchmark starts from the build in storefront/.
// 2. POST /store/search latency, one client, sequential: header suggestions
//    (type-ahead; the typo fallback through the catalogue's vocabulary) and a
//    listing page with two filters, a sort and the facets (as the storefront batches them). (Typo tolerance over
//    every product, which the vocabulary replaced, is refused by the Store API's
//    allow-list since issue 28.)
// 3. The operators' first pages, one client: the Medusa admin's product list
//    (GET /admin/products, 20 a page as the admin asks), our dashboard's Products
//    tab (GET /api/admin/products, 50 a page) and Overview (GET /api/admin/stats).
// 4. Lighthouse mobile on /, /perfumes, /product/P1 (bench/lighthouse.mjs).
// Run it at 52 products (fresh seed) and again after bench/grow-catalogue.mjs --to 5000.
// --analyze-database first VACUUM ANALYZEs the search index tables, which autovacuum does
// within a minute of an import in production; this machine's PostgreSQL runs with
// autovacuum off (conf.d/90-ci.conf), and without statistics the planner takes the
// status/sales-channel filters for selective and answers about ten times slower.
import { spawn, spawnSync } from "node:child_process"
import http from "node:http"
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
const total = (await must("POST", "/store/search", { key: config.publishableKey, body: { entity: "product", pagination: { take: 0 } } }))
  .results[0].metadata.count
console.log(`Catalogue: ${total} searchable products\n`)

// 1. First loads. A storefront server of its own (the built storefront/, as `npm start`
// serves it) reads the backend through a counting proxy, so the count holds every API
// call a first visit costs: the server's loaders (rendering the page) and the browser's
// calls after hydration (which the storefront server forwards, marked X-Forwarded-For).
if (!skipFirstLoads) {
  const counted = await startCountingProxy(backend)
  const server = await startStorefrontServer(counted.url)
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium" })
  try {
    console.log("page            API requests (server + browser)  API JSON (decoded)")
    for (const path of PAGES) {
      const context = await browser.newContext()
      const page = await context.newPage()
      counted.calls.length = 0
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" })
      await new Promise((r) => setTimeout(r, 300)) // a late hydration call still counts
      const calls = counted.calls.splice(0)
      const bytes = calls.reduce((sum, c) => sum + c.bytes, 0)
      const fromServer = calls.filter((c) => !c.forwarded).length
      console.log(
        `${path.padEnd(16)}${String(calls.length).padStart(6)} (${fromServer} + ${calls.length - fromServer})${" ".repeat(18)}${(bytes / 1024).toFixed(1).padStart(8)} KiB   ${calls.map((c) => `${c.forwarded ? "browser" : "server"} ${c.method} ${c.path}`).join(", ")}`
      )
      await context.close()
    }
  } finally {
    await browser.close()
    server.stop()
    counted.close()
  }
}

/** An HTTP proxy to the backend that records each /api and /store call with its decoded JSON size. */
/** @param {string} target */
async function startCountingProxy(target) {
  /** @type {Array<{ method: string | undefined, path: string, bytes: number, forwarded: boolean }>} */
  const calls = []
  const proxy = http.createServer((req, res) => {
    // Ask for an uncompressed answer so the size counted is the JSON itself.
    const headers = { ...req.headers, host: new URL(target).host, "accept-encoding": "identity" }
    const url = req.url ?? "/"
    const upstream = http.request(new URL(url, target), { method: req.method, headers }, (answer) => {
      let bytes = 0
      answer.on("data", (chunk) => (bytes += chunk.length))
      answer.on("end", () => {
        const path = url.split("?")[0]
        if (/^\/(api|store)\//.test(path))
          calls.push({ method: req.method, path, bytes, forwarded: Boolean(req.headers["x-forwarded-for"]) })
      })
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on("error", (error) => res.destroy(error))
    req.pipe(upstream)
  })
  await new Promise((resolve) => proxy.listen(0, "127.0.0.1", () => resolve(undefined)))
  return {
    url: `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (proxy.address()).port}`,
    calls,
    close: () => proxy.close(),
  }
}

/** The built storefront's Node server (storefront/server.mjs) on a free port, reading the backend at backendUrl. */
async function startStorefrontServer(backendUrl) {
  const probe = http.createServer()
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", () => resolve(undefined)))
  const port = /** @type {import("node:net").AddressInfo} */ (probe.address()).port
  await new Promise((resolve) => probe.close(() => resolve(undefined)))
  const serverFile = new URL("../storefront/server.mjs", import.meta.url).pathname
  const child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      BACKEND_URL: backendUrl,
      PROXY_BACKEND: "1",
      PUBLIC_URL: storefront,
    },
    stdio: ["ignore", "ignore", "inherit"],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return { url, stop: () => child.kill("SIGTERM") }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill("SIGKILL")
  throw new Error("The storefront server (storefront/server.mjs) did not answer /healthz: build it first (npm start does)")
}

// 2. /store/search latency.
const time = async (body) => {
  const started = performance.now()
  const r = await call("POST", "/store/search", { key: config.publishableKey, body })
  if (r.status !== 200) throw new Error(`search answered ${r.status}: ${JSON.stringify(r.json).slice(0, 200)}`)
  return performance.now() - started
}
const TYPED = [
  "sa",
  "saf",
  "saff",
  "oud",
  "ou",
  "ro",
  "ros",
  "rose",
  "jas",
  "jasm",
  "mus",
  "amb",
  "sand",
  "vet",
  "mog",
  "kew",
  "mid",
  "vel",
  "gol",
  "tem",
]
// What the header sends (storefront src/features/search/api/suggestions.ts): the exact
// type-ahead on every pause in typing, on the suggestion index (name, brand, category,
// fragrance, inspired-by; "suggestions, product index" times the same on the full product
// index, as the header asked until it had its own); only when that finds nothing for one word, the word
// is looked up in the catalogue's vocabulary (the product-term index, typo-tolerant) and
// the products are asked again for the word found.
const SUGGESTION_FIELDS = ["id", "spec_id", "handle", "title", "brand", "category_handle", "thumbnail", "price"]
const suggestion = (q, entity = "product-suggestion") => ({
  entity,
  fields: SUGGESTION_FIELDS,
  filters: { q },
  pagination: { take: 5 },
  search_options: { match_strategy: "last", typo_tolerance: false, count: "none" },
})
const MISSPELT = ["safron", "jasmin", "sandl", "vetivr", "mogr", "kewra", "velvt", "amberr", "musck", "templ"]
const termLookup = (q) => ({
  entity: "product-term",
  fields: ["term"],
  filters: { q },
  pagination: { take: 3 },
  search_options: { typo_tolerance: true, min_score: 0.4, count: "none" },
})
/** The typo fallback as the header runs it: vocabulary lookup, then the type-ahead for the closest words found, batched. */
const typoFallback = async (q) => {
  const started = performance.now()
  const r = await call("POST", "/store/search", { key: config.publishableKey, body: termLookup(q) })
  if (r.status !== 200) throw new Error(`term search answered ${r.status}: ${JSON.stringify(r.json).slice(0, 200)}`)
  const terms = r.json.results[0].hits.map((hit) => hit.document.term)
  if (terms.length) await time({ queries: terms.map((term) => suggestion(term)) })
  return performance.now() - started
}
// A first listing page as the storefront asks it (features/products/utils/listing-query.ts, listingQueries):
// the page with the facets of the groups the shopper has not narrowed, then one facet-only query for
// each narrowed group (fragrance, price) without its own filter, in one request.
const PRICE_BANDS = [
  { key: "Under ₹280", to: 280 },
  { key: "₹280 - ₹320", from: 280, to: 320.001 },
  { key: "₹320 - ₹400", from: 320, to: 400.001 },
  { key: "Above ₹400", from: 400.001 },
]
const listingScope = { category_handle: "perfumes" }
/** The page itself (its filters, sort and 24 cards), the same in both shapes below. */
const listingPage = {
  entity: "product",
  filters: { ...listingScope, fragrance: "woody", price: { $gte: 280, $lte: 400 } },
  pagination: { skip: 0, take: 24, order: { price: "ASC", listed_at: "ASC", id: "ASC" } },
}
const listing = {
  queries: [
    {
      ...listingPage,
      search_options: {
        facets: [
          { field: "brand", limit: 50, sort: "alpha" },
          { field: "size", limit: 50 },
        ],
      },
    },
    {
      entity: "product",
      filters: { ...listingScope, price: { $gte: 280, $lte: 400 } },
      pagination: { take: 0 },
      search_options: { count: "none", facets: [{ field: "fragrance", limit: 50 }] },
    },
    {
      entity: "product",
      filters: { ...listingScope, fragrance: "woody" },
      pagination: { take: 0 },
      search_options: { count: "none", facets: [{ field: "price", type: "range", ranges: PRICE_BANDS }] },
    },
  ],
}
// The same page with Medusa's own fan-out (`disjunctive_facets`: all four facets on the page's query,
// then the narrowed two again without their filters), as the storefront asked until this change.
const listingDisjunctive = {
  ...listingPage,
  search_options: {
    facets: [
      { field: "brand", limit: 50, sort: "alpha" },
      { field: "fragrance", limit: 50 },
      { field: "size", limit: 50 },
      { field: "price", type: "range", ranges: PRICE_BANDS },
    ],
    disjunctive_facets: true,
  },
}
for (let i = 0; i < 10; i++) await time(suggestion(TYPED[i % TYPED.length])) // warm-up
const corrections = Object.fromEntries(
  await Promise.all(
    MISSPELT.map(async (q) => [
      q,
      (await must("POST", "/store/search", { key: config.publishableKey, body: termLookup(q) })).results[0].hits
        .map((h) => h.document.term)
        .join("/") || "(none)",
    ])
  )
)
console.log(
  `Vocabulary corrections: ${Object.entries(corrections)
    .map(([q, t]) => `${q} -> ${t}`)
    .join(", ")}`
)
// How many documents a broad prefix matches (each is ranked before five are taken), on either index.
const matches = async (q, entity) =>
  (
    await must("POST", "/store/search", {
      key: config.publishableKey,
      body: { entity, filters: { q }, pagination: { take: 0 }, search_options: { match_strategy: "last", typo_tolerance: false } },
    })
  ).results[0].metadata.count
for (const q of ["sa", "saf", "oud", "ro"]) {
  console.log(
    `Matches for "${q}": suggestion index ${await matches(q, "product-suggestion")}, product index ${await matches(q, "product")}`
  )
}
/** @type {Record<string, number[]>} */
const latencies = {
  suggestions: [],
  "suggestions, product index": [],
  "typo: vocabulary lookup": [],
  "typo: lookup + corrected": [],
  listing: [],
  "listing, disjunctive_facets": [],
}
for (let i = 0; i < requests; i++) {
  const misspelt = MISSPELT[i % MISSPELT.length]
  latencies.suggestions.push(await time(suggestion(TYPED[i % TYPED.length])))
  latencies["suggestions, product index"].push(await time(suggestion(TYPED[i % TYPED.length], "product")))
  latencies["typo: vocabulary lookup"].push(await time(termLookup(misspelt)))
  latencies["typo: lookup + corrected"].push(await typoFallback(misspelt))
  latencies.listing.push(await time(listing))
  latencies["listing, disjunctive_facets"].push(await time(listingDisjunctive))
}
console.log(`\n/store/search, one client, ${requests} requests each (ms)`)
for (const [name, list] of Object.entries(latencies)) {
  const sorted = list.sort((a, b) => a - b)
  console.log(
    `${name.padEnd(30)} p50 ${percentile(sorted, 50).toFixed(1)}  p95 ${percentile(sorted, 95).toFixed(1)}  max ${sorted[sorted.length - 1].toFixed(1)}`
  )
}

// 3. The operators' first pages.
{
  const operator = { email: process.env.ADMIN_EMAIL || "admin@sugandh.example", password: process.env.ADMIN_PASSWORD || "admin1234" }
  const medusaAdmin = (await must("POST", "/auth/user/emailpass", { body: operator })).token
  const dashboard = (await must("POST", "/api/auth/login", { body: operator })).token
  const ADMIN_LIST_FIELDS = "id,title,handle,status,*collection,*sales_channels,variants.id,thumbnail,created_at"
  const firstPages = {
    "Medusa admin: products": () =>
      call("GET", `/admin/products?limit=20&offset=0&order=-created_at&fields=${ADMIN_LIST_FIELDS}`, { token: medusaAdmin }),
    "dashboard: Products tab": () => call("GET", "/api/admin/products?limit=50&offset=0", { token: dashboard }),
    "dashboard: Products search": () => call("GET", "/api/admin/products?limit=50&offset=0&q=rose", { token: dashboard }),
    "dashboard: Overview": () => call("GET", "/api/admin/stats", { token: dashboard }),
  }
  console.log(`\nOperators' first pages, one client, 20 requests each (ms)`)
  for (const [name, request] of Object.entries(firstPages)) {
    const times = []
    for (let i = 0; i < 21; i++) {
      const started = performance.now()
      const r = await request()
      if (r.status !== 200) throw new Error(`${name} answered ${r.status}: ${JSON.stringify(r.json).slice(0, 200)}`)
      if (i > 0) times.push(performance.now() - started) // the first warms the caches
    }
    const sorted = times.sort((a, b) => a - b)
    console.log(
      `${name.padEnd(30)} p50 ${percentile(sorted, 50).toFixed(1)}  p95 ${percentile(sorted, 95).toFixed(1)}  max ${sorted[sorted.length - 1].toFixed(1)}`
    )
  }
}

// 4. Lighthouse.
if (lighthouseRuns > 0) {
  console.log("\nLighthouse (mobile)")
  spawnSync(
    process.execPath,
    [new URL("./lighthouse.mjs", import.meta.url).pathname, "--runs", String(lighthouseRuns), storefront, "/", "/perfumes", "/product/P1"],
    {
      stdio: "inherit",
    }
  )
}
