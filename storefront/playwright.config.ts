import { defineConfig } from "@playwright/test"

/**
 * End-to-end tests against a running stack (started by the repository's
 * orchestration script, not here). Uses the system Chromium so Playwright
 * never downloads a browser.
 */
const CATALOGUE_CHANGES = ["**/admin-dashboard.spec.ts", "**/medusa-admin.spec.ts", "**/ssr.spec.ts"]
/**
 * How many test runs share the machine (scripts/test.mjs counts them): each then gets that
 * share of the cores, so a journey's time limits stretch by the same factor.
 */
const TIME_SCALE = Math.max(1, Number(process.env.E2E_TIME_SCALE || 1))

export default defineConfig({
  testDir: "./e2e",
  timeout: 30_000 * TIME_SCALE,
  expect: { timeout: 10_000 * TIME_SCALE },
  // Files run on two workers against the one stack: every journey makes its own shopper
  // (e2e/support/account.ts), so no two tests share a cart, wishlist or order list.
  // Tests inside a file stay in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  projects: [
    { name: "journeys", testIgnore: CATALOGUE_CHANGES },
    // Files that change what every page lists (products added, renamed and deleted, reviews
    // approved) and files that count it (the sitemap): one at a time, after the journeys, so no
    // listing, count or review page is read while another test changes it. `npm test` runs the
    // two projects one after the other (scripts/test.mjs).
    { name: "catalogue-changes", testMatch: CATALOGUE_CHANGES, workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "line" : "list",
  outputDir: "./test-results",
  use: {
    baseURL: process.env.E2E_BASE_URL || "http://localhost:5173",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        // The e2e backend has a Google client id (scripts/lib/google-stand-in.mjs): Google's real script
        // must fail at once offline, never hold a page's load; the Google journeys route it to a stand-in.
        "--host-resolver-rules=MAP accounts.google.com ~NOTFOUND",
      ],
    },
  },
})
