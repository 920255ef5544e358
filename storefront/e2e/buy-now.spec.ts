import { expect, test } from "./support/test"
import { api, createShopper, toast, useSession } from "./support/account"

/** Issue 19: Buy Now beside Add to Cart, and the cart's "{name} added to cart!" toast. */

// A shopper's first add creates the server cart and its shipping: allow a slow, shared machine.
const SERVER = { timeout: 30_000 }
test.describe.configure({ timeout: 90_000 })

type Line = { productId: string; quantity: number }
const cartLines = async (request: Parameters<typeof api>[0], token: string) =>
  (await api<{ cart: Line[] }>(request, "GET", "/auth/cart", token)).body.cart.map((l) => [l.productId, l.quantity])

test("Buy Now as a guest asks to log in with 'Login to Buy Now'", async ({ page }) => {
  await page.goto("/product/P3")
  await page.getByRole("button", { name: /^Buy Now/ }).click()
  const dialog = page.getByRole("dialog", { name: "Login to Buy Now" })
  await expect(dialog).toBeVisible()
  await dialog.getByRole("button", { name: "Cancel" }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/product\/P3$/)
})

test("Buy Now signed in: adds once, says 'Redirecting to checkout...', opens checkout; again adds no second unit", async ({
  page,
  request,
}) => {
  const shopper = await createShopper(request, "buy-now")
  await useSession(page, shopper.token)
  await page.goto("/product/P3")
  await page.getByRole("button", { name: /^Buy Now/ }).click()
  await expect(toast(page, "Redirecting to checkout...")).toBeVisible(SERVER)
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByTestId("place-order")).toBeVisible()
  expect(await cartLines(request, shopper.token)).toEqual([["P3", 1]])

  // Already in the cart: Buy Now goes straight to checkout without a second unit.
  await page.goto("/product/P3")
  await page.getByRole("button", { name: /^Buy Now/ }).click()
  await expect(page).toHaveURL(/\/checkout$/, SERVER)
  expect(await cartLines(request, shopper.token)).toEqual([["P3", 1]])
})

test("'{name} added to cart!' on the product page and beside the popup on cards", async ({ page, request }) => {
  const shopper = await createShopper(request, "added-toast")
  await useSession(page, shopper.token)
  await page.goto("/product/P1")
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim()
  await page.getByRole("button", { name: `Add to Cart: ${name}` }).click()
  await expect(toast(page, `${name} added to cart!`)).toBeVisible(SERVER)
  await expect(toast(page, "Product added to cart!")).toBeVisible()

  await page.goto("/")
  const card = page.getByRole("button", { name: /^Add to Cart: / }).first()
  const cardName = ((await card.getAttribute("aria-label")) ?? "").replace("Add to Cart: ", "")
  await card.click()
  await expect(page.getByText("Item Added to Cart!")).toBeVisible(SERVER)
  await expect(toast(page, `${cardName} added to cart!`)).toBeVisible()
})
