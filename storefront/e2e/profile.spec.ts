import { expect, test } from "@playwright/test"
import { api, createShopper, PASSWORD, toast, useSession } from "./support/account"

test("edit the profile and change the password", async ({ page, request }) => {
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

  // Password: the spec's checks, then a real change.
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
})
