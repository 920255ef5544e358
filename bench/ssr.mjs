#!/usr/bin/env node
// @ts-check
// Server rendering's numbers (issue 15), against a running built storefront
// server (server.mjs) and backend:
//   node bench/ssr.mjs [--storefront http://localhost:5173] [--backend http://localhost:9000] [--requests 200]
// 1. Time to first byte of /product/P1, one client, sequential: straight from
//    the storefront server (uncached: every request renders), and through the
//    production nginx configuration (deploy/nginx/storefront.conf.template,
//    run here with Debian's nginx) answering from its page cache.
// 2. The JavaScript a first visit to / downloads: every /assets/*.js the HTML
//    names (module preloads and the entry), gzipped as nginx sends them.
// 3. Whether the largest contentful paint element of /product/P1 (as
//    Lighthouse finds it) is in the server's HTML.
import http from "node:http"
import os from "node:os"
import { gzipSync } from "node:zlib"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { startNginx } from "./lib/nginx.mjs"
import { percentile } from "./lib/shop-client.mjs"

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at === -1 ? fallback : args[at + 1]
}
const storefront = option("--storefront", "http://localhost:5173")
const backend = option("--backend", "http://localhost:9000")
const requests = Number(option("--requests", "200"))

/** Milliseconds until the first byte of the body, with a fresh connection each time (as a new visitor). */
function ttfb(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint()
    const req = http.get(url, { headers, agent: false }, (res) => {
      res.once("data", () => {
        const ms = Number(process.hrtime.bigint() - start) / 1e6
        res.resume()
        res.on("end", () => resolve({ ms, status: res.statusCode, cache: res.headers["x-cache-status"] }))
      })
    })
    req.on("error", reject)
  })
}

async function measure(label, url) {
  for (let i = 0; i < 10; i++) await ttfb(url) // warm-up: caches, JIT
  const times = []
  const statuses = new Set()
  for (let i = 0; i < requests; i++) {
    const { ms, status, cache } = await ttfb(url)
    times.push(ms)
    statuses.add(`${status}${cache ? ` ${cache}` : ""}`)
  }
  times.sort((a, b) => a - b)
  console.log(
    `${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  (${requests} requests, ${[...statuses].join(", ")})`
  )
}

console.log(
  `# ${new Date().toISOString()}  load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`
)

// 1. TTFB
await measure("/product/P1 from the storefront server", `${storefront}/product/P1`)
const nginx = await startNginx({ storefront, backend })
try {
  await measure("/product/P1 from nginx's page cache", `${nginx.base}/product/P1`)
} finally {
  nginx.stop()
}

// 2. JavaScript for /
const home = await (await fetch(`${storefront}/`)).text()
const scripts = [
  ...new Set([...home.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"|import\("(\/assets\/[^"]+\.js)"\)/g)].map((m) => m[1] ?? m[2])),
]
let raw = 0
let gzipped = 0
for (const src of scripts) {
  const body = Buffer.from(await (await fetch(`${storefront}${src}`)).arrayBuffer())
  raw += body.length
  gzipped += gzipSync(body, { level: 5 }).length
}
console.log(
  `JavaScript for /: ${scripts.length} files, ${(raw / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzipped (level 5, as nginx)`
)

// 3. The LCP element of /product/P1 (Lighthouse, mobile) in the server's HTML
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
try {
  // A fresh Chromium's first page records no LCP candidate (bench/lighthouse.mjs): one unmeasured pass first.
  await lighthouse(`${storefront}/product/P1`, { port: chrome.port, logLevel: "silent", onlyCategories: ["performance"] }).catch(() => {})
  const result = await lighthouse(`${storefront}/product/P1`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  })
  if (!result) throw new Error("Lighthouse returned no result")
  const { lhr } = result
  // The audit's details are a list of tables (Lighthouse types them as any of its detail kinds).
  const details = /** @type {{ items?: Array<{ items?: Array<{ node?: { snippet?: string, nodeLabel?: string } }> }> } | undefined} */ (
    lhr.audits["largest-contentful-paint-element"]?.details
  )
  const node = details?.items?.[0]?.items?.[0]?.node
  const html = await (await fetch(`${storefront}/product/P1`)).text()
  const src = node?.snippet?.match(/src="([^"]+)"/)?.[1]
  const found = src ? html.includes(`src="${src}"`) : Boolean(node?.nodeLabel && html.includes(node.nodeLabel))
  console.log(
    `LCP element of /product/P1: ${node?.snippet ?? "(none)"} (${node?.nodeLabel ?? ""}): ${found ? "in the server's HTML" : "NOT in the server's HTML"}`
  )
} finally {
  await chrome.kill()
}
