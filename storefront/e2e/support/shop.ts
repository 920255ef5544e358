/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they need the DOM types.
import fs from "node:fs"
import { createRequire } from "node:module"
import { expect, type APIRequestContext, type Page } from "@playwright/test"

/**
 * Helpers for the browsing journeys. The backend is the real one, seeded once
 * per run: tests create their own users and data, so they do not depend on
 * each other or on their order.
 */
export const BACKEND_URL = process.env.E2E_BACKEND_URL || "http://localhost:9000"

let counter = 0
export function uniqueEmail(tag: string): string {
  counter += 1
  return `e2e-${tag}-${Date.now()}-${process.pid}-${counter}@example.com`
}

/** Registers a fresh shopper through POST /api/auth/register and returns the session token. */
export async function registerShopper(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag)
  const response = await request.post(`${BACKEND_URL}/api/auth/register`, {
    data: { firstName: "Asha", lastName: "Verma", email, password: "secret-pass-123" },
  })
  expect(response.status(), await response.text()).toBe(201)
  const body = (await response.json()) as { token: string; user: { firstName: string } }
  return { email, token: body.token, user: body.user }
}

/** Signs the browser in the way the app does: the token in localStorage under "token". */
export async function signIn(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem("token", value), token)
}

/**
 * Adds visible reviews straight into the review table (E2E_DATABASE_URL), so
 * pagination can be tested without the public per-IP write limit.
 */
export async function insertReviews(specId: string, count: number): Promise<boolean> {
  const url = process.env.E2E_DATABASE_URL
  if (!url) return false
  const require = createRequire(import.meta.url)
  const { Client } = require("pg") as typeof import("pg")
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: string }>("SELECT id FROM product WHERE external_id = $1 AND deleted_at IS NULL LIMIT 1", [
      specId,
    ])
    const productId = rows[0]?.id
    if (!productId) throw new Error(`No product ${specId}`)
    const stamp = Date.now()
    for (let i = 0; i < count; i++) {
      await client.query(
        `INSERT INTO review (id, product_id, customer_name, guest_email, rating, title, comment, verified, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, false, 'visible', now() - ($8 || ' minutes')::interval, now())`,
        [
          `rev_e2e_${stamp}_${i}`,
          productId,
          `Tester ${i + 1}`,
          `tester${i}@example.com`,
          (i % 5) + 1,
          `E2E review ${i + 1}`,
          "Inserted by the pagination test.",
          String(i + 1),
        ]
      )
    }
    return true
  } finally {
    await client.end()
  }
}

/**
 * Runs axe-core (from node_modules) in the page and returns the serious and
 * critical violations, with the offending selectors for a readable failure.
 */
export async function seriousA11yViolations(page: Page) {
  const require = createRequire(import.meta.url)
  // Evaluated through the DevTools protocol: a <script> tag would be refused by the page's CSP.
  await page.evaluate(fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8"))
  // Colour contrast is measured on what is painted: let entrance fades and transitions finish
  // (spinners loop forever and are skipped).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined))
    )
  )
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object
          ) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    return axe.run(document, { resultTypes: ["violations"] })
  })
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(", ")}`
    )
}
