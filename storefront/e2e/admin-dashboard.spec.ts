import { expect, test, type APIRequestContext, type Browser, type Page } from "./support/test"
import { PNG } from "pngjs"
import { seriousA11yViolations } from "./support/shop"
import {
  ADMIN,
  addToCart,
  ADDRESS,
  adminToken,
  api,
  BACKEND_URL,
  createShopper,
  PASSWORD,
  placeOrderViaApi,
  toast,
  useSession,
  verifyShopperEmail,
} from "./support/account"

/**
 * The operator's dashboard at /admin (issue 9) against the real backend: every
 * test makes its own shopper, order, coupon code or product, so none depends
 * on another's data beyond the seed.
 */

const DENIED = "You don't have permission to access this page."

// One API login for the tests that do not exercise the sign-in page (the login call is rate limited per e-mail).
let cachedToken: string | null = null
async function operatorToken(request: APIRequestContext) {
  cachedToken ??= await adminToken(request)
  return cachedToken
}

async function openDashboard(page: Page, request: APIRequestContext, tab?: string) {
  await useSession(page, await operatorToken(request))
  await page.goto(tab ? `/admin?tab=${tab}` : "/admin")
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible()
}

/** A second browser for the shopper, signed in with their token. */
async function shopperPage(browser: Browser, token: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const page = await context.newPage()
  await useSession(page, token)
  return page
}

/** A small real PNG (pngjs), coloured so two files differ. */
function png(name: string, rgb: [number, number, number]) {
  const image = new PNG({ width: 16, height: 16 })
  for (let i = 0; i < image.data.length; i += 4) image.data.set([...rgb, 255], i)
  return { name, mimeType: "image/png", buffer: PNG.sync.write(image) }
}

const dialog = (page: Page) => page.locator("dialog[open]")

test("a visitor and a customer opening /admin see Access Denied; the server refuses them too", async ({ page, request }) => {
  await page.goto("/admin")
  const card = page.getByTestId("admin-access-denied")
  await expect(card.getByRole("heading", { name: "Access Denied" })).toBeVisible()
  await expect(card.getByText(DENIED)).toBeVisible()
  await expect(card.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login?from=%2Fadmin")

  const shopper = await createShopper(request, "admin-denied")
  await useSession(page, shopper.token)
  await page.goto("/admin")
  await expect(card.getByText(DENIED)).toBeVisible()
  await expect(card.getByRole("link", { name: "Login" })).toHaveCount(0)
  await expect(page.getByRole("tab")).toHaveCount(0)
  expect((await api(request, "GET", "/admin/stats", shopper.token)).status).toBe(403)
  expect((await api(request, "GET", "/coupons", shopper.token)).status).toBe(403)
})

test("the operator signs in, confirms a pending order and ships it; the shopper sees shipped and tracks it", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  const shopper = await createShopper(request, "admin-ship")
  await addToCart(request, shopper.token, "S1")
  const order = await placeOrderViaApi(request, shopper.token)

  // Signs in on the storefront from the Access Denied page and comes back to /admin.
  await page.goto("/admin")
  await page.getByTestId("admin-access-denied").getByRole("link", { name: "Login" }).click()
  await expect(page).toHaveURL(/\/login\?from=%2Fadmin$/)
  await page.getByLabel("Email").fill(ADMIN.email)
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password)
  await page.locator("form").getByRole("button", { name: "Login" }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible()

  // Overview: the four stats and the recent orders, the new one first.
  for (const stat of ["totalUsers", "totalOrders", "totalRevenue", "totalProducts"]) {
    await expect(page.getByTestId(`stat-${stat}`).locator("dd")).not.toHaveText("…")
  }
  await expect(page.getByTestId("recent-order").first()).toContainText(order.orderNumber)
  expect(await page.getByTestId("recent-order").count()).toBeLessThanOrEqual(5)
  await expect(page.getByRole("link", { name: /Open Medusa admin/ })).toHaveAttribute("href", new URL("/app", page.url()).href)

  // Orders, by keyboard from the Overview tab.
  await page.getByRole("tab", { name: "Overview" }).focus()
  await page.keyboard.press("ArrowRight")
  await page.keyboard.press("ArrowRight")
  await expect(page.getByRole("tab", { name: "Orders" })).toHaveAttribute("aria-selected", "true")
  const row = page.locator(`[data-testid="admin-order-row"][data-order-id="${order._id}"]`)
  await expect(row.getByTestId("admin-order-status")).toHaveText("Pending")

  await row.getByRole("button", { name: "Confirm Order" }).click()
  await expect(dialog(page)).toContainText("Confirm this order? This will send a confirmation email to the customer.")
  await dialog(page).getByLabel("Note (optional)").fill("UPI payment seen")
  await dialog(page).getByRole("button", { name: "Confirm Order", exact: true }).click()
  await expect(toast(page, "Order confirmed successfully! Confirmation email sent to customer.")).toBeVisible()
  await expect(row.getByTestId("admin-order-status")).toHaveText("Processing")

  // Ship Order: nothing is sent without a tracking number.
  await row.getByRole("button", { name: "Ship Order" }).click()
  const ship = dialog(page)
  await expect(ship.getByLabel("Tracking number")).toBeFocused()
  await ship.getByRole("button", { name: "Ship Order", exact: true }).click()
  await expect(ship.getByText("Tracking number is required")).toBeVisible()
  await ship.getByRole("button", { name: "Cancel", exact: true }).click()
  await expect(dialog(page)).toHaveCount(0)
  await expect(row.getByTestId("admin-order-status")).toHaveText("Processing")

  const trackingNumber = `TRK${Date.now()}`
  const trackingUrl = `https://track.example/parcel/${trackingNumber}`
  await row.getByRole("button", { name: "Ship Order" }).click()
  await ship.getByLabel("Tracking number").fill(trackingNumber)
  await ship.getByLabel("Tracking URL (optional)").fill(trackingUrl)
  await ship.getByLabel("Estimated delivery (optional)").fill("2031-03-15")
  await ship.getByLabel("Note (optional)").fill("Blue Dart")
  await ship.getByRole("button", { name: "Ship Order", exact: true }).click()
  await expect(toast(page, "Tracking information added successfully! Customer has been notified via email.")).toBeVisible()
  await expect(row.getByTestId("admin-order-status")).toHaveText("Shipped")

  // An impossible change is refused by the server; the row stays as it was.
  const select = row.getByLabel(`Status of order ${order.orderNumber}`)
  const refusal = page.waitForResponse((r) => r.url().includes(`/api/admin/orders/${order._id}/status`))
  await select.selectOption("pending")
  await page.getByTestId("admin-confirm-status").getByRole("button", { name: "Mark Pending" }).click()
  expect((await refusal).status()).toBe(409)
  await expect(page.getByTestId("toast").last()).toBeVisible()
  await expect(row.getByTestId("admin-order-status")).toHaveText("Shipped")
  await expect(select).toHaveValue("shipped")

  // View Details: items, address, payment and the timeline.
  await row.getByRole("button", { name: /View Details/ }).click()
  const details = page.getByTestId("admin-order-details")
  await expect(details).toContainText(trackingNumber)
  await expect(details).toContainText(ADDRESS.street)
  await expect(details).toContainText("UPI / QR Code")
  await expect(details.locator('[data-done="true"]')).toHaveCount(3)
  await page.keyboard.press("Escape")
  await expect(details).not.toBeVisible()

  // The shopper's /orders says shipped, and Track Order opens the tracking URL.
  const shopperView = await shopperPage(browser, shopper.token)
  await shopperView.context().route("https://track.example/**", (route) => route.fulfill({ body: "tracking page" }))
  await shopperView.goto("/orders")
  const card = shopperView.locator(`[data-testid="order-card"][data-order-id="${order._id}"]`)
  await expect(card.getByTestId("order-status")).toHaveText("Shipped")
  const popup = shopperView.context().waitForEvent("page")
  await card.getByRole("button", { name: "Track Order" }).click()
  await expect(await popup).toHaveURL(trackingUrl)
  await shopperView.context().close()
})

test("a coupon made on the dashboard works at checkout until it is switched off, then it is deleted", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  await openDashboard(page, request, "coupons")

  // The form's own checks, with the texts of requirements ADM-09.
  await page.getByRole("button", { name: "Create Coupon" }).click()
  await expect(toast(page, "Please enter a coupon code")).toBeVisible()
  await page.getByRole("button", { name: "Generate" }).click()
  const code = await page.getByLabel("Coupon code").inputValue()
  expect(code).toMatch(/^[A-Z0-9]{8}$/)
  await page.getByLabel("Discount amount").fill("101")
  await page.getByRole("button", { name: "Create Coupon" }).click()
  await expect(toast(page, "Percentage discount must be between 1 and 100")).toBeVisible()
  await expect(page.getByLabel("Discount amount")).toHaveAttribute("aria-invalid", "true")

  await page.getByLabel("Discount type").selectOption("fixed")
  await page.getByLabel("Discount amount").fill("50")
  await expect(page.getByRole("checkbox", { name: "Active" })).toBeChecked()
  await page.getByRole("button", { name: "Create Coupon" }).click()
  await expect(toast(page, "Coupon created successfully!")).toBeVisible()
  const row = page.locator(`[data-testid="admin-coupon-row"][data-code="${code}"]`)
  await expect(row).toContainText("₹50 OFF")
  const active = row.getByRole("switch", { name: `Coupon ${code} active` })
  await expect(active).toHaveAttribute("aria-checked", "true")

  // A shopper applies it at checkout.
  const shopper = await createShopper(request, "admin-coupon")
  await addToCart(request, shopper.token, "P2")
  const checkout = await shopperPage(browser, shopper.token)
  await checkout.goto("/checkout")
  await checkout.getByLabel("Have a coupon?").fill(code.toLowerCase())
  await checkout.getByRole("button", { name: "Apply" }).click()
  await expect(checkout.getByTestId("coupon-applied")).toContainText(code)
  await expect(checkout.locator('[data-row="discount"] dd')).toHaveText("-₹50")
  await checkout.context().close()

  // Switched off, the shopper's validation fails.
  await active.click()
  await expect(toast(page, "Coupon deactivated")).toBeVisible()
  await expect(active).toHaveAttribute("aria-checked", "false")
  const refused = await api<{ valid: boolean }>(request, "POST", "/coupons/validate", shopper.token, { code, orderAmount: 500 })
  expect(refused.body.valid).toBe(false)

  await row.getByRole("button", { name: `Delete coupon ${code}` }).click()
  await expect(dialog(page)).toContainText("Are you sure you want to delete this coupon?")
  await dialog(page).getByRole("button", { name: "Delete", exact: true }).click()
  await expect(toast(page, "Coupon deleted successfully")).toBeVisible()
  await expect(row).toHaveCount(0)
})

test("a product added with two images shows on its category page and in the counts, then it is deleted", async ({ page, request }) => {
  test.setTimeout(150_000)
  const count = (p: Page) => p.locator('[data-testid="category-card"][href="/room-fresheners"] [data-testid="category-count"]')
  await page.goto("/categories")
  const before = parseInt((await count(page).textContent()) ?? "", 10)
  expect(before).toBeGreaterThan(0)

  await openDashboard(page, request, "products")
  await page.getByRole("button", { name: "Add Product" }).click()
  const form = dialog(page)
  await expect(form.getByLabel("Name")).toBeFocused()
  await form.getByRole("button", { name: "Add Product", exact: true }).click()
  await expect(form.getByText("Name is required")).toBeVisible()
  await expect(form.getByText("Stock quantity is required")).toBeVisible()

  const name = `E2E Citrus Mist ${Date.now()}`
  await form.getByLabel("Name").fill(name)
  await form.getByLabel("Brand").fill("Sugandh")
  await form.getByLabel("Description").fill("A bright citrus room spray made by the dashboard test.")
  await form.getByRole("spinbutton", { name: "Price (₹)", exact: true }).fill("249")
  await form.getByLabel("Original price (₹)").fill("299")
  await form.getByLabel("Stock quantity").fill("7")
  await form.getByLabel("Category").selectOption("room-fresheners")
  await form.getByLabel("Fragrance").selectOption("citrus")
  await form.getByLabel("Size").selectOption("100ml")
  await form.getByLabel("Tags").fill("citrus, e2e")

  const images = form.getByLabel("Images")
  await images.setInputFiles([1, 2, 3, 4, 5, 6].map((i) => png(`too-many-${i}.png`, [i * 40, 90, 60])))
  await expect(form.getByText("Maximum 5 images allowed")).toBeVisible()
  await expect(form.getByRole("img", { name: /Preview of/ })).toHaveCount(0)
  await images.setInputFiles([png("front.png", [220, 140, 40]), png("back.png", [40, 120, 200])])
  await expect(form.getByRole("img", { name: /Preview of/ })).toHaveCount(2)

  const created = page.waitForResponse((r) => r.url().endsWith("/api/admin/products") && r.request().method() === "POST")
  await form.getByRole("button", { name: "Add Product", exact: true }).click()
  const answer = await created
  expect(answer.status(), await answer.text()).toBe(201)
  const product = ((await answer.json()) as { product: { id: string; images: unknown[] } }).product
  expect(product.images).toHaveLength(2)
  await expect(toast(page, "Product created successfully")).toBeVisible()
  const row = page.locator(`[data-testid="admin-product-row"][data-product-id="${product.id}"]`)
  await expect(row).toContainText(name)
  await expect(row).toContainText("7 in stock")

  // The shop shows it on its category page with its price, and /categories counts it.
  // Pages render from the search index, which a subscriber updates just after
  // the admin's answer: a page rendered before that is reloaded, not waited on.
  const shop = await page.context().newPage()
  const card = shop.locator(`[data-testid="product-card"][data-product-id="${product.id}"]`)
  await expect(async () => {
    await shop.goto("/room-fresheners")
    await expect(card).toContainText(name, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await expect(card).toContainText("₹249")
  await expect(async () => {
    await shop.goto("/categories")
    await expect(count(shop)).toHaveText(`${before + 1} products`, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })

  await row.getByRole("button", { name: `Delete ${name}` }).click()
  await expect(dialog(page)).toContainText("Are you sure you want to delete this product?")
  await dialog(page).getByRole("button", { name: "Delete", exact: true }).click()
  await expect(toast(page, "Product deleted successfully")).toBeVisible()
  await expect(row).toHaveCount(0)
  await expect(async () => {
    await shop.reload()
    await expect(count(shop)).toHaveText(`${before} products`, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
})

test("the Products tab reads the catalogue a page of 50 at a time, newest first, and searches on the server", async ({ page, request }) => {
  const pages: string[] = []
  page.on("request", (r) => {
    if (r.url().includes("/api/admin/products")) pages.push(new URL(r.url()).search)
  })
  await openDashboard(page, request, "products")
  const rows = page.getByTestId("admin-product-row")
  const pager = page.getByRole("navigation", { name: "Products pages" })
  await expect(pager).toContainText(/Showing 1–50 of \d+/)
  const total = Number((await pager.textContent())?.match(/of ([\d,]+)/)?.[1].replace(/,/g, ""))
  expect(total).toBeGreaterThan(50)
  await expect(rows).toHaveCount(50)
  expect(pages.every((search) => search.includes("limit=50"))).toBe(true)

  await pager.getByRole("button", { name: "Next" }).click()
  await expect(pager).toContainText(`Showing 51–${Math.min(100, total)} of`)
  await expect(rows).toHaveCount(Math.min(50, total - 50))
  const secondPage = await rows.first().getAttribute("data-product-id")
  await pager.getByRole("button", { name: "Previous" }).click()
  await expect(pager).toContainText("Showing 1–50 of")
  expect(await rows.first().getAttribute("data-product-id")).not.toBe(secondPage)

  // A seeded product's name finds it; the pager is gone when the matches fit on one page.
  const name = (await rows.last().getByTestId("admin-product-name").textContent())?.trim() ?? ""
  expect(name.length).toBeGreaterThan(2)
  const search = page.getByRole("search", { name: "Products" })
  await search.getByRole("searchbox", { name: "Search products" }).fill(name)
  await search.getByRole("button", { name: "Search", exact: true }).click()
  await expect(rows.filter({ hasText: name }).first()).toBeVisible()
  await expect(pager).toHaveCount(0)
  expect(pages.some((search) => search.includes("q="))).toBe(true)
  await search.getByRole("searchbox", { name: "Search products" }).fill("zzqq-no-such-product")
  await search.getByRole("button", { name: "Search", exact: true }).click()
  await expect(page.getByText('No products match "zzqq-no-such-product".')).toBeVisible()
})

test("the operator promotes a customer, who can then open /admin and log into the Medusa admin", async ({ page, request, browser }) => {
  test.setTimeout(120_000)
  const customer = await createShopper(request, "admin-promote")
  // Only an account whose e-mail is verified may be made an admin (issue 28).
  await verifyShopperEmail(request, customer)
  // The Medusa admin's own sign-in, then its "who am I": only a linked admin user gets through.
  const medusaAdminMe = async () => {
    const login = await request.post(`${BACKEND_URL}/auth/user/emailpass`, { data: { email: customer.email, password: PASSWORD } })
    const token = login.ok() ? ((await login.json()) as { token?: string }).token : undefined
    if (!token) return login.status()
    return (await request.get(`${BACKEND_URL}/admin/users/me`, { headers: { Authorization: `Bearer ${token}` } })).status()
  }
  expect(await medusaAdminMe()).not.toBe(200)

  await openDashboard(page, request, "users")
  const row = page.locator(`[data-testid="admin-user-row"][data-email="${customer.email}"]`)
  const role = row.getByLabel(/^Role of /)
  await expect(role).toHaveValue("customer")
  await role.selectOption("admin")
  await expect(dialog(page)).toContainText("an admin")
  // Cancel leaves the role as it was.
  await dialog(page).getByRole("button", { name: "Cancel", exact: true }).click()
  await expect(role).toHaveValue("customer")
  await role.selectOption("admin")
  await dialog(page).getByRole("button", { name: "Make Admin", exact: true }).click()
  await expect(toast(page, "Role updated to admin")).toBeVisible()
  await expect(role).toHaveValue("admin")

  const promoted = await shopperPage(browser, customer.token)
  await promoted.goto("/admin")
  await expect(promoted.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible()
  await expect(promoted.getByRole("tab")).toHaveCount(7)
  await promoted.context().close()

  expect(await medusaAdminMe()).toBe(200)
})

test("every tab and the Add Product dialog pass axe-core at tablet width without sideways scrolling", async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 768, height: 1000 })
  await openDashboard(page, request)
  for (const tab of ["Overview", "Users", "Orders", "Products", "Coupons"]) {
    await page.getByRole("tab", { name: tab }).click()
    await expect(page.getByRole("tabpanel").getByRole("status")).toHaveCount(0)
    expect(await seriousA11yViolations(page), tab).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), tab).toBe(true)
  }
  await page.getByRole("tab", { name: "Products" }).click()
  await page.getByRole("button", { name: "Add Product" }).click()
  await expect(dialog(page).getByLabel("Name")).toBeFocused()
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.keyboard.press("Escape")
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Add Product" })).toBeFocused()
})
