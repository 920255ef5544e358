import { expect, test, type Page } from "./support/test"
import { importPKCS8, SignJWT } from "jose"
import { freshEmail, toast } from "./support/account"

/**
 * Issue 19: Google sign-in flows, offline. scripts/test.mjs starts a local
 * stand-in for Google's key set (the backend's GOOGLE_JWKS_URL) and hands its
 * private key here, so these tests sign ID tokens the backend really verifies;
 * Google's script is replaced by a stand-in that draws a button and answers
 * with that token, like Google's popup would.
 */
const CLIENT_ID = process.env.E2E_GOOGLE_CLIENT_ID
const KID = process.env.E2E_GOOGLE_KID
const PRIVATE_KEY = process.env.E2E_GOOGLE_PRIVATE_KEY

test.skip(!CLIENT_ID || !KID || !PRIVATE_KEY, "needs the Google stand-in that scripts/test.mjs starts")

/** An ID token as Google would sign it, for a Google account of our own. */
async function googleIdToken(email: string, givenName: string) {
  const key = await importPKCS8(PRIVATE_KEY!, "RS256")
  return new SignJWT({ email, email_verified: true, given_name: givenName, family_name: "Rao", name: `${givenName} Rao` })
    .setProtectedHeader({ alg: "RS256", kid: KID! })
    .setIssuer("https://accounts.google.com")
    .setAudience(CLIENT_ID!)
    .setSubject(`google-${email}`)
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(key)
}

/** Google Identity Services' stand-in: initialize + renderButton; the button answers with the test's token. */
const GSI_STAND_IN = `
window.google = { accounts: { id: {
  initialize(options) { window.__gsiOptions = options },
  renderButton(element, options) {
    const button = document.createElement("button")
    button.type = "button"
    button.textContent = options.text === "signup_with" ? "Google stand-in: Sign up" : "Google stand-in: Sign in"
    button.onclick = () => window.__gsiOptions.callback({ credential: window.__googleCredential })
    element.appendChild(button)
  },
  prompt() {},
  cancel() {},
} } }`

async function withGoogle(page: Page, idToken: string) {
  await page.route("https://accounts.google.com/gsi/client", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: GSI_STAND_IN })
  )
  await page.addInitScript((token) => {
    ;(window as unknown as { __googleCredential: string }).__googleCredential = token
  }, idToken)
}

test("Google sign-in of an unknown account: 'Account Not Found', Cancel closes it, Sign Up Now creates the account", async ({ page }) => {
  const email = freshEmail("google-new")
  await withGoogle(page, await googleIdToken(email, "Kiran"))
  await page.goto("/login")
  await page.getByRole("button", { name: "Google stand-in: Sign in" }).click()
  const dialog = page.getByRole("dialog", { name: "Account Not Found" })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(`No account exists for ${email.toLowerCase()}.`)
  await dialog.getByRole("button", { name: "Cancel" }).click()
  await expect(dialog).toBeHidden()
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull()

  await page.getByRole("button", { name: "Google stand-in: Sign in" }).click()
  await dialog.getByRole("button", { name: "Sign Up Now" }).click()
  await expect(toast(page, /Welcome, Kiran!/)).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeTruthy()
})

test("Google sign-up of an existing account (USER_EXISTS) switches to login with the info message", async ({ page, request }) => {
  const email = freshEmail("google-existing")
  const idToken = await googleIdToken(email, "Leela")
  // The Google account exists already (created through the API's Google sign-up).
  const created = await request.post(`${process.env.E2E_BACKEND_URL || "http://localhost:9000"}/api/auth/google/signup`, {
    data: { idToken },
  })
  expect(created.status(), await created.text()).toBeLessThan(300)

  await withGoogle(page, idToken)
  await page.goto("/auth?mode=signup")
  await page.getByRole("button", { name: "Google stand-in: Sign up" }).click()
  await expect(toast(page, "Account already exists! Please log in instead.")).toBeVisible()
  await expect(page.getByRole("tab", { name: /Login/ })).toHaveAttribute("aria-selected", "true")
  await expect(page.getByText("Account already exists! Please log in instead.").first()).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull()

  // The separate /signup page sends the shopper to /login with the same message.
  await page.goto("/signup")
  await page.getByRole("button", { name: "Google stand-in: Sign up" }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText("Account already exists! Please log in instead.").first()).toBeVisible()
})
