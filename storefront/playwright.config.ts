import { defineConfig } from "@playwright/test"

/**
 * End-to-end tests against a running stack (started by the repository's
 * orchestration script, not here). Uses the system Chromium so Playwright
 * never downloads a browser.
 */
export default defineConfig({
  testDir: "./e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
