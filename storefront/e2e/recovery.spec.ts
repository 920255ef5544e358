import { expect, test } from "./support/test"
import { api, createShopper, toast, tokenFromEmail } from "./support/account"

test.skip(!process.env.E2E_MAIL_DIR, "reads the reset e-mail from the e2e SMTP sink")

test("forgot and reset a password, then log in with the new one", async ({ page, request }) => {
  // Ten steps through four pages plus a wait for the e-mail: more than 30 s on a very busy machine.
  test.setTimeout(90_000)
  const shopper = await createShopper(request, "reset")
  await page.goto("/forgot-password")
  await page.getByRole("button", { name: "Send Reset Link" }).click()
  await expect(page.getByText("Please enter your email address")).toBeVisible()
  await page.getByLabel("Email").fill(shopper.email)
  await page.getByRole("button", { name: "Send Reset Link" }).click()
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible()
  await expect(page.getByTestId("check-email")).toContainText(shopper.email)

  const token = await tokenFromEmail(shopper.email, "reset-password")
  await page.goto(`/reset-password?token=${encodeURIComponent(token)}`)
  await page.getByLabel("New password").fill("brand-new-pass")
  await page.getByLabel("Confirm password").fill("brand-new-pas")
  await page.getByRole("button", { name: "Reset Password" }).click()
  await expect(page.getByText("Passwords do not match")).toBeVisible()
  await page.getByLabel("Confirm password").fill("brand-new-pass")
  await page.getByRole("button", { name: "Reset Password" }).click()
  await expect(toast(page, "Password reset successfully! You are now logged in.")).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // The link is single use: a second visit shows the invalid-link view.
  await page.goto(`/reset-password?token=${encodeURIComponent(token)}`)
  await page.getByLabel("New password").fill("another-pass")
  await page.getByLabel("Confirm password").fill("another-pass")
  await page.getByRole("button", { name: "Reset Password" }).click()
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible()

  // Log in on /login with the new password.
  await page.evaluate(() => window.localStorage.removeItem("token"))
  await page.goto("/login")
  await page.getByLabel("Email").fill(shopper.email)
  await page.getByLabel("Password").fill(shopper.email ? "wrong-password" : "")
  await page.getByRole("button", { name: "Login", exact: true }).click()
  await expect(page.getByText("Invalid email or password")).toBeVisible()
  await page.getByLabel("Password").fill("brand-new-pass")
  await page.getByRole("button", { name: "Login", exact: true }).click()
  await expect(toast(page, "Welcome back, Meera!")).toBeVisible()
  expect((await api(request, "POST", "/auth/login", null, { email: shopper.email, password: "brand-new-pass" })).status).toBe(200)
})

test("a reset page without a token shows the invalid link view", async ({ page }) => {
  await page.goto("/reset-password")
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Request New Reset Link" })).toHaveAttribute("href", "/forgot-password")
})
