#!/usr/bin/env node
// Lighthouse (mobile preset, Lighthouse's default) on storefront pages, in
// Debian's Chromium. Needs a running storefront (production build) and backend:
//   node bench/lighthouse.mjs http://localhost:4173 / /perfumes /product/P1
// Prints one line per page: performance, accessibility, best practices, SEO.
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

const [base = "http://localhost:5173", ...paths] = process.argv.slice(2)
const pages = paths.length ? paths : ["/", "/perfumes", "/product/P1"]

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
})
try {
  const rows = []
  for (const page of pages) {
    const { lhr } = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    })
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id)
    rows.push({ page, performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices"), seo: score("seo"), lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0), failing })
  }
  for (const r of rows) console.log(`${r.page.padEnd(14)} perf ${r.performance}  a11y ${r.accessibility}  best ${r.bestPractices}  seo ${r.seo}  LCP ${r.lcpMs} ms${r.failing.length ? `  failing: ${r.failing.join(", ")}` : ""}`)
} finally {
  await chrome.kill()
}
