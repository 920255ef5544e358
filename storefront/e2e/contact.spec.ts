import { expect, test } from "./support/test"
import { createShopper, toast, useSession } from "./support/account"

test("a signed-in shopper sends a contact message", async ({ page, request }) => {
  const shopper = await createShopper(request, "contact")
  await useSession(page, shopper.token)
  await page.goto("/contact")
  await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue("Meera Iyer")
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(shopper.email)
  await page.getByLabel("Subject").selectOption("order-support")
  await page.getByRole("textbox", { name: "Message" }).fill("Too short")
  await page.getByRole("button", { name: "Send Message" }).click()
  await expect(page.getByRole("alert").filter({ hasText: "Message must be at least 10 characters long" }).first()).toBeVisible()
  await page.getByRole("textbox", { name: "Message" }).fill("When will my attar order be shipped? Thank you!")
  await page.getByRole("button", { name: "Send Message" }).click()
  await expect(toast(page, "Thank you for your message! We will get back to you soon.")).toBeVisible()
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("")
})

test("a guest is asked to log in", async ({ page }) => {
  await page.goto("/contact")
  await page.getByRole("button", { name: "Login to Contact Us" }).click()
  await expect(page.getByTestId("login-dialog")).toContainText("Please login to contact us")
})
