import { expect, test } from "./support/test"
import { api, createShopper, PASSWORD, toast, useSession } from "./support/account"

test("edit the profile and change the password", async ({ page, request }) => {
  // Five password checks and hashes (sign-up, change, two sign-ins, the e-mail change): about 30 s on a busy two-core machine.
  test.setTimeout(90_000)
  const shopper = await createShopper(request, "profile")
  await useSession(page, shopper.token)
  await page.goto("/profile")
  await expect(page.getByRole("tab", { name: "Wishlist (0)" })).toBeVisible()
  await expect(page.getByRole("tab", { name: "Orders (0)" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0)

  // Edit, cancel resets; edit again and save.
  await page.getByRole("button", { name: "Edit Profile" }).click()
  await page.getByRole("textbox", { name: "Phone" }).fill("9988776655")
  await page.getByRole("button", { name: "Cancel" }).click()
  await expect(page.getByTestId("profile-details")).toContainText("Not added")
  await page.getByRole("button", { name: "Edit Profile" }).click()
  await page.getByRole("textbox", { name: "Phone" }).fill("9988776655")
  await page.getByRole("textbox", { name: "Address" }).fill("7 Lake View, Pune")
  await page.getByRole("button", { name: "Save Changes" }).click()
  await expect(toast(page, "Profile updated successfully!")).toBeVisible()
  await expect(page.getByTestId("profile-details")).toContainText("9988776655")
  await expect(page.getByTestId("profile-details")).toContainText("7 Lake View, Pune")

  // Password: the form's checks (requirements PRF-04), then a real change.
  await page.getByRole("button", { name: "Change Password" }).click()
  await page.getByLabel("Current password").fill(PASSWORD)
  await page.getByLabel("New password", { exact: true }).fill("new-pass-1")
  await page.getByLabel("Confirm new password").fill("new-pass-2")
  await page.getByRole("button", { name: "Update Password" }).click()
  await expect(page.getByRole("alert").filter({ hasText: "New passwords do not match" }).first()).toBeVisible()
  await page.getByLabel("Confirm new password").fill("new-pass-1")
  await page.getByRole("button", { name: "Update Password" }).click()
  await expect(toast(page, "Password updated successfully!")).toBeVisible()
  expect((await api(request, "POST", "/auth/login", null, { email: shopper.email, password: "new-pass-1" })).status).toBe(200)

  // The change ended the session the test started with; this page got a fresh token and stays signed in
  // (the next step's profile saves go through with it). No reload: useSession's init script would put the old token back.
  expect((await api(request, "GET", "/auth/me", shopper.token)).status).toBe(401)

  // A new login e-mail needs the current password and waits for its confirmation link.
  await page.getByRole("button", { name: "Edit Profile" }).click()
  await expect(page.getByLabel("Current password")).toHaveCount(0)
  await page.getByRole("textbox", { name: "Email" }).fill(`moved-${shopper.email}`)
  await page.getByRole("button", { name: "Save Changes" }).click()
  await expect(toast(page, "Please enter your current password to change your email")).toBeVisible()
  await page.getByLabel("Current password").fill("new-pass-1")
  await page.getByRole("button", { name: "Save Changes" }).click()
  await expect(page.getByTestId("pending-email")).toContainText(`moved-${shopper.email}`)
  await expect(page.getByTestId("profile-details")).toContainText(shopper.email)
  expect((await api(request, "POST", "/auth/login", null, { email: shopper.email, password: "new-pass-1" })).status).toBe(200)
})
