/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they need the DOM types.
import { expect, test } from "./support/test"

test.describe("header search", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("keyboard: suggestions from 2 characters, arrows wrap, Enter opens the highlighted product", async ({ page }) => {
    await page.goto("/")
    const box = page.getByRole("combobox", { name: "Search products" })
    await box.click()
    await box.pressSequentially("a")
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden()

    await box.pressSequentially("t") // "at": matches attars and more, at most 5
    const options = page.getByRole("option")
    await expect(options.first()).toBeVisible()
    const count = await options.count()
    expect(count).toBeGreaterThan(1)
    expect(count).toBeLessThanOrEqual(5)
    await expect(box).toHaveAttribute("aria-expanded", "true")

    // Down from nothing highlights the first; Up from the first wraps to the last.
    await box.press("ArrowDown")
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true")
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id"))!)
    await box.press("ArrowUp")
    await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true")
    // Down from the last wraps to the first.
    await box.press("ArrowDown")
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true")
    await box.press("ArrowDown")
    const second = options.nth(1)
    await expect(second).toHaveAttribute("aria-selected", "true")
    const name = (await second.getByTestId("suggestion-name").textContent())!.trim()

    await box.press("Enter")
    await expect(page).toHaveURL(/\/product\/[A-Z]+\d+$/)
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()
  })

  test("Escape closes; Enter without a highlight runs a full search; no hit stays put", async ({ page }) => {
    await page.goto("/faq")
    const box = page.getByRole("combobox", { name: "Search products" })
    await box.fill("oud")
    await expect(page.getByRole("option").first()).toBeVisible()
    await box.press("Escape")
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden()

    await box.press("Enter")
    await expect(page).toHaveURL(/\/search\?q=oud$/)
    await expect(page.getByRole("heading", { level: 1, name: "Search Results" })).toBeVisible()
    await expect(page.getByTestId("product-card").first()).toBeVisible()

    await box.fill("zzzz-nothing")
    await box.press("Enter")
    await expect(page.getByText("No products match “zzzz-nothing”")).toBeVisible()
    await expect(page).toHaveURL(/\/search\?q=oud$/)
  })

  test("a misspelt word still suggests what the shopper meant", async ({ page }) => {
    await page.goto("/")
    const box = page.getByRole("combobox", { name: "Search products" })
    await box.click()
    // "safron" is no word of the catalogue: the vocabulary says "saffron", and its products are suggested.
    await box.pressSequentially("safron")
    await expect(page.getByRole("option", { name: /Saffron Royale/ })).toBeVisible()
  })

  test("/search without q says so and links home", async ({ page }) => {
    await page.goto("/search")
    await expect(page.getByText("No search query provided")).toBeVisible()
    await page.getByRole("link", { name: "Back to Home" }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe("full search finds at least what the suggestions find", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  const cardNames = async (page: import("@playwright/test").Page) =>
    (await page.getByTestId("product-card-name").evaluateAll((els) => els.map((el) => el.textContent?.trim() ?? ""))).filter(Boolean)

  // A word cut short, a second one, two words of two fields (brand, then name cut short): each product the header suggests is on /search.
  for (const [typed, expected] of [
    ["saff", "Saffron Royale"],
    ["sand", "Sandalwood Supreme"],
    ["noir saff", "Saffron Royale"],
  ] as const) {
    test(`"${typed}": Enter in the header goes to /search, which shows every suggested product`, async ({ page }) => {
      await page.goto("/")
      const box = page.getByRole("combobox", { name: "Search products" })
      await box.click()
      await box.pressSequentially(typed)
      const options = page.getByRole("option")
      await expect(options.first()).toBeVisible()
      const suggested = await page.getByTestId("suggestion-name").allTextContents()
      expect(suggested.length).toBeGreaterThan(0)
      if (expected) expect(suggested).toContain(expected)

      await box.press("Enter")
      await expect(page).toHaveURL(`/search?q=${encodeURIComponent(typed)}`)
      await expect(page.getByTestId("product-card").first()).toBeVisible()
      await expect(page.getByText(/^\d+ products? for “/)).not.toHaveText(/^0 products/)
      const found = await cardNames(page)
      for (const name of suggested) expect([name, found.includes(name.trim())]).toEqual([name, true])
      await expect(page.getByTestId("search-correction")).toHaveCount(0)
    })
  }

  test("/search?q=saff rendered on the server finds Saffron Royale", async ({ page }) => {
    const response = await page.request.get("/search?q=saff")
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain("Saffron Royale")
  })

  test('"safron" shows the results for "saffron", says so, and links to the exact text', async ({ page }) => {
    await page.goto("/search?q=safron")
    const line = page.getByTestId("search-correction")
    await expect(line).toHaveText("Showing results for saffron. Search instead for “safron”")
    expect(await cardNames(page)).toContain("Saffron Royale")
    await expect(page.getByText(/^\d+ products? for “saffron”$/)).toBeVisible()

    await line.getByRole("link", { name: "Search instead for “safron”" }).click()
    await expect(page).toHaveURL("/search?q=safron&exact=1")
    await expect(page.getByText("No products match “safron”.")).toBeVisible()
    await expect(page.getByTestId("search-correction")).toHaveCount(0)
  })
})

test("/search shows a first page of 24 and Load more adds the rest, announced, with no product twice", async ({ page }) => {
  // Every seeded description names its notes ("Top notes: ..."), so "notes" finds the whole catalogue.
  await page.goto("/search?q=notes")
  const total = Number((await page.getByText(/^\d+ products for “notes”$/).textContent())!.match(/^\d+/)![0])
  expect(total).toBeGreaterThan(48)
  const cards = page.getByTestId("product-card")
  await expect(cards).toHaveCount(24)
  const loadMore = page.getByRole("button", { name: "Load more" })
  await loadMore.click()
  await expect(cards).toHaveCount(48)
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(`Showing 48 of ${total} products`)
  await loadMore.click()
  await expect(cards).toHaveCount(total)
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(`Showing ${total} of ${total} products`)
  await expect(loadMore).toHaveCount(0)
  const ids = await cards.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.productId))
  expect(new Set(ids).size).toBe(total)
})
