/// <reference lib="dom" />
import { test as base, type Page } from "@playwright/test"

/**
 * Playwright's `test`, with one difference: `page.goto` of a storefront page
 * returns once the app has hydrated and, with a stored token, once the
 * start-up session check is over. Server-rendered HTML is visible before its
 * scripts run, and a click on a button that is not yet hydrated does nothing;
 * cart actions while the session is still being checked are "silently not
 * done" (first document, cart rules). A shopper's next click works, a test's
 * single click would not.
 */
export * from "@playwright/test"

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, { timeout: 30_000 })
}

/**
 * True once the header shows who is signed in, or the token is gone (the check
 * failed): the session check is over. Without a token there is none to wait for.
 */
export async function waitForSessionCheck(page: Page) {
  await page.waitForFunction(
    () => {
      if (window.localStorage.getItem("token") === null) return true
      const menu = document.querySelector('[data-testid="user-menu-button"]')
      return menu === null || (menu.getAttribute("aria-label") ?? "").startsWith("Account menu for")
    },
    undefined,
    { timeout: 30_000 }
  )
}

export const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      const landed = new URL(page.url())
      const ours = baseURL && landed.origin === new URL(baseURL).origin && !landed.pathname.startsWith("/app")
      if (ours && response?.headers()["content-type"]?.includes("text/html")) {
        await waitForHydration(page)
        await waitForSessionCheck(page)
      }
      return response
    }
    await use(page)
  },
})
