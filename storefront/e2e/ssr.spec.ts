/// <reference lib="dom" />
import { expect, test, type APIRequestContext } from "./support/test"
import { BACKEND_URL, registerShopper, signIn } from "./support/shop"
import { ADMIN } from "./support/account"

/*
 * Pages as HTML: what a crawler or a link preview gets with no JavaScript
 * (plain HTTP), compared with what the Store API says; then the same pages
 * hydrated in the browser without a single React or CSP error.
 */

type StoreProduct = { id: string; title: string; price: number; total: number }

/** The product as Medusa's Store API has it (the search index, with our publishable key). */
async function storeProduct(request: APIRequestContext, specId: string): Promise<StoreProduct> {
  const config = (await (await request.get(`${BACKEND_URL}/api/config`)).json()) as { publishableKey: string }
  const response = await request.post(`${BACKEND_URL}/store/search`, {
    headers: { "x-publishable-api-key": config.publishableKey },
    data: {
      queries: [
        { entity: "product", filters: { spec_id: specId }, pagination: { take: 1 } },
        { entity: "product", pagination: { take: 0 } },
      ],
    },
  })
  expect(response.status()).toBe(200)
  const body = (await response.json()) as {
    results: { hits: { id: string; document: { title: string; price: number } }[]; metadata: { count: number } }[]
  }
  const hit = body.results[0]!.hits[0]!
  return { id: hit.id, title: hit.document.title, price: hit.document.price, total: body.results[1]!.metadata.count }
}

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")

const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key.replace(/:/g, ":")}" content="([^"]*)"`))?.[1]

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
}

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN", { maximumFractionDigits: 2 })}`

test.describe("server-rendered HTML", () => {
  test("/product/P1 is a full page: name, ₹ price, link preview tags and JSON-LD matching the Store API", async ({ request }) => {
    const product = await storeProduct(request, "P1")
    const response = await request.get("/product/P1")
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toContain("text/html")
    expect(response.headers()["cache-control"]).toBe("public, s-maxage=60, stale-while-revalidate=300")
    const html = decode(await response.text())

    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`))
    expect(html).toContain(rupees(product.price))
    expect(html).toContain(`<title>${product.title} | Sugandh</title>`)
    expect(metaContent(html, "og:title")).toBe(`${product.title} | Sugandh`)
    expect(metaContent(html, "og:type")).toBe("product")
    expect(metaContent(html, "product:price:amount")).toBe(product.price.toFixed(2))
    expect(metaContent(html, "product:price:currency")).toBe("INR")
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image")
    expect(metaContent(html, "description")?.length).toBeGreaterThan(20)
    const url = metaContent(html, "og:url")!
    expect(url).toMatch(/^https?:\/\/[^/]+\/product\/P1$/)
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`)

    // The preview image is absolute and really there.
    const image = metaContent(html, "og:image")!
    expect(image).toMatch(/^https?:\/\//)
    const imageResponse = await request.get(image)
    expect(imageResponse.status()).toBe(200)
    expect(imageResponse.headers()["content-type"]).toMatch(/^image\//)

    const data = jsonLd(html)
    const ld = data.find((item) => item["@type"] === "Product") as Record<string, any>
    expect(ld).toMatchObject({ name: product.title, sku: "P1", offers: { "@type": "Offer", priceCurrency: "INR", url } })
    expect(Number(ld.offers.price)).toBe(product.price)
    expect(ld.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/)
    expect(ld.image[0]).toBe(image)
    const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] }
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(["Home", "Perfumes", product.title])
  })

  test("aggregateRating comes from our own reviews: the same count and average as the review service", async ({ request }) => {
    const { stats } = (await (await request.get(`${BACKEND_URL}/api/reviews/product/P1/stats`)).json()) as {
      stats: { totalReviews: number; averageRating: number }
    }
    expect(stats.totalReviews).toBeGreaterThan(0)
    const ld = jsonLd(await (await request.get("/product/P1")).text()).find((i) => i["@type"] === "Product") as Record<string, any>
    expect(ld.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: Number(stats.averageRating.toFixed(1)),
      reviewCount: stats.totalReviews,
      bestRating: 5,
      worstRating: 1,
    })
  })

  test("an unknown product or page answers 404 with the not-found page; another spelling of a product redirects", async ({ request }) => {
    for (const [path, text] of [
      ["/product/NOPE", "Product not found"],
      ["/no/such/page", "Page not found"],
    ] as const) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      expect(html).toContain(text)
      expect(response.headers()["cache-control"]).toBe("private, no-store")
    }
    const lower = await request.get("/product/p1", { maxRedirects: 0 })
    expect(lower.status()).toBe(301)
    expect(lower.headers()["location"]).toBe("/product/P1")
  })

  test("a renamed handle redirects (301) to the product's current URL", async ({ request }) => {
    // A product made in the Medusa admin has no catalogue id: its URL is its handle, so a rename changes it.
    const login = await request.post(`${BACKEND_URL}/auth/user/emailpass`, { data: ADMIN })
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
    const channels = (await (await request.get(`${BACKEND_URL}/admin/sales-channels?limit=50`, { headers })).json()) as {
      sales_channels: { id: string; description: string | null }[]
    }
    const channel = channels.sales_channels.find((c) => c.description === "The Sugandh web shop")!
    const tag = Date.now().toString(36)
    const created = await request.post(`${BACKEND_URL}/admin/products`, {
      headers,
      data: {
        title: "Monsoon Petrichor",
        handle: `monsoon-petrichor-${tag}`,
        status: "published",
        options: [{ title: "Size", values: ["10ml"] }],
        variants: [{ title: "10ml", options: { Size: "10ml" }, manage_inventory: false, prices: [{ amount: 299, currency_code: "inr" }] }],
        sales_channels: [{ id: channel.id }],
      },
    })
    expect(created.status(), await created.text()).toBe(200)
    const productId = ((await created.json()) as { product: { id: string } }).product.id
    const before = `/product/MONSOON-PETRICHOR-${tag.toUpperCase()}`
    const after = `/product/MONSOON-RAIN-${tag.toUpperCase()}`
    const answer = async (path: string) => {
      const response = await request.get(path, { maxRedirects: 0 })
      return `${response.status()} ${response.headers()["location"] ?? ""}`.trim()
    }
    try {
      await expect.poll(() => answer(before), { timeout: 15_000 }).toBe("200")
      const renamed = await request.post(`${BACKEND_URL}/admin/products/${productId}`, { headers, data: { handle: `monsoon-rain-${tag}` } })
      expect(renamed.status()).toBe(200)
      await expect.poll(() => answer(before), { timeout: 15_000 }).toBe(`301 ${after}`)
      expect(await answer(`/product/monsoon-petrichor-${tag}`)).toBe(`301 ${after}`)
      const page = await request.get(after)
      expect(page.status()).toBe(200)
      expect(await page.text()).toContain("Monsoon Petrichor")
    } finally {
      await request.delete(`${BACKEND_URL}/admin/products/${productId}`, { headers })
    }
  })

  test("/sitemap.xml is an index of files that list every published product once, the categories and information pages; robots.txt points to it", async ({
    request,
  }) => {
    // The search index follows product writes within a moment (the test before this one deleted a
    // product): wait until it holds what Medusa's Store API lists as published.
    const config = (await (await request.get(`${BACKEND_URL}/api/config`)).json()) as { publishableKey: string }
    const published = async () =>
      (
        (await (
          await request.get(`${BACKEND_URL}/store/products?limit=1&fields=id`, {
            headers: { "x-publishable-api-key": config.publishableKey },
          })
        ).json()) as { count: number }
      ).count
    await expect.poll(async () => (await storeProduct(request, "P1")).total - (await published()), { timeout: 15_000 }).toBe(0)
    const { total } = await storeProduct(request, "P1")
    expect(total).toBeGreaterThanOrEqual(52)
    const index = await request.get("/sitemap.xml")
    expect(index.status()).toBe(200)
    expect(index.headers()["content-type"]).toContain("application/xml")
    const indexXml = await index.text()
    expect(indexXml).toContain("<sitemapindex")
    const files = [
      ...indexXml.matchAll(/<sitemap><loc>https?:\/\/[^/<]+(\/sitemaps\/[^<]+)<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/sitemap>/g),
    ].map((m) => m[1]!)
    // The e2e stack puts 20 URLs in a file (SITEMAP_URLS_PER_FILE; 50,000 in production, the protocol's limit).
    const productFiles = Array.from({ length: Math.ceil(total / 20) }, (_, i) => `/sitemaps/products-${i + 1}.xml`)
    expect(files).toEqual(["/sitemaps/pages.xml", ...productFiles])

    const products: string[] = []
    for (const file of productFiles) {
      const response = await request.get(file)
      expect(response.status(), file).toBe(200)
      expect(response.headers()["cache-control"]).toContain("s-maxage")
      const inFile = [...(await response.text()).matchAll(/<loc>[^<]*\/product\/([^<]+)<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)].map(
        (m) => m[1]!
      )
      expect(inFile.length, file).toBeLessThanOrEqual(20)
      products.push(...inFile)
    }
    expect(products.length).toBe(total)
    expect(new Set(products).size).toBe(products.length)
    expect((await request.get(`/sitemaps/products-${productFiles.length + 1}.xml`)).status()).toBe(404)
    expect((await request.get("/sitemaps/other.xml")).status()).toBe(404)

    const xml = await (await request.get("/sitemaps/pages.xml")).text()
    for (const path of [
      "/perfumes",
      "/attars",
      "/room-fresheners",
      "/incense-sticks",
      "/categories",
      "/about",
      "/faq",
      "/shipping-returns",
      "/privacy",
      "/contact",
    ]) {
      expect(xml, path).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc><lastmod>`))
    }

    const robots = await (await request.get("/robots.txt")).text()
    for (const path of ["/cart", "/checkout", "/orders", "/profile", "/admin"]) expect(robots).toContain(`Disallow: ${path}\n`)
    expect(robots).toMatch(/Sitemap: https?:\/\/[^\n]+\/sitemap\.xml/)
  })

  test("each public page has its own head and structured data; one person's pages are noindex and never cached", async ({ request }) => {
    const home = await (await request.get("/")).text()
    const homeLd = jsonLd(home)
    expect(homeLd.map((i) => i["@type"])).toEqual(expect.arrayContaining(["Organization", "WebSite"]))
    const site = homeLd.find((i) => i["@type"] === "WebSite") as Record<string, any>
    expect(site.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/)

    const perfumes = await request.get("/perfumes")
    expect(perfumes.headers()["cache-control"]).toContain("s-maxage=60")
    const listing = decode(await perfumes.text())
    expect(listing).toContain("<title>Perfumes | Sugandh</title>")
    const itemList = jsonLd(listing).find((i) => i["@type"] === "ItemList") as { itemListElement: { url: string }[] }
    expect(itemList.itemListElement.length).toBeGreaterThan(0)
    expect(itemList.itemListElement[0]!.url).toMatch(/^https?:\/\/[^/]+\/product\//)
    // The first page of cards is in the HTML, not loaded afterwards.
    expect(listing.match(/data-testid="product-card"/g)?.length ?? 0).toBe(itemList.itemListElement.length)

    const titles = new Set<string>()
    for (const path of ["/", "/categories", "/perfumes", "/attars?realm=heritage", "/product/P1", "/about", "/faq", "/contact"]) {
      const html = decode(await (await request.get(path)).text())
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1]
      expect(title, path).toBeTruthy()
      titles.add(title!)
      for (const key of ["description", "og:title", "og:description", "og:url", "og:image", "og:type", "twitter:card"]) {
        expect(metaContent(html, key), `${path} ${key}`).toBeTruthy()
      }
      expect(metaContent(html, "og:image"), path).toMatch(/^https?:\/\//)
      expect(html, path).toMatch(/<link rel="canonical" href="https?:\/\//)
    }
    expect(titles.size).toBe(8)

    for (const path of ["/cart", "/checkout", "/orders", "/profile", "/wishlist", "/admin"]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()["cache-control"], path).toBe("private, no-store")
      expect(metaContent(await response.text(), "robots"), path).toContain("noindex")
    }
  })

  test("no shopper's data is ever in server-rendered HTML, whatever credentials the request carries", async ({ request }) => {
    const shopper = await registerShopper(request, "ssr-private")
    const headers = { Authorization: `Bearer ${shopper.token}`, Cookie: `token=${shopper.token}` }
    for (const path of ["/", "/product/P1", "/contact", "/profile", "/orders", "/cart", "/checkout", "/wishlist"]) {
      const html = await (await request.get(path, { headers })).text()
      expect(html, path).not.toContain(shopper.email)
      expect(html, path).not.toContain(shopper.token)
    }
  })
})

test.describe("hydration", () => {
  const PUBLIC_PAGES = [
    "/",
    "/categories",
    "/perfumes",
    "/attars",
    "/attars?realm=celestial",
    "/room-fresheners",
    "/product/P1",
    "/search?q=oud",
    "/about",
    "/faq",
    "/shipping-returns",
    "/privacy",
    "/contact",
    "/product/NOPE",
  ]
  const REACT_ERRORS = /hydrat|did not match|Minified React error #(418|423|425)|Content Security Policy|Refused to/i

  for (const signedIn of [false, true]) {
    test(`public pages hydrate without a React or CSP error (${signedIn ? "signed in" : "visitor"}) and fetch nothing the server already sent`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      // A CSP violation a script catches (Zod's eval probe was one) logs nothing by itself: say it on the console.
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (e) =>
          console.error(`Content Security Policy: ${e.violatedDirective} blocked ${e.blockedURI} in ${e.sourceFile}:${e.lineNumber}`)
        )
      )
      if (signedIn) await signIn(page, (await registerShopper(request, "ssr-hydrate")).token)
      const problems: string[] = []
      page.on("console", (message) => {
        if (message.type() === "error" || REACT_ERRORS.test(message.text())) problems.push(`${page.url()}: ${message.text()}`)
      })
      page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`))
      const searches: string[] = []
      page.on("request", (r) => {
        if (r.url().includes("/store/search") || r.url().endsWith("/api/config")) searches.push(`${page.url()} ${r.url()}`)
      })
      for (const path of PUBLIC_PAGES) {
        const response = await page.goto(path)
        await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible()
        // Hydrated: React Router has taken over the page.
        await page.waitForFunction(() => Boolean((window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules))
        await page.waitForLoadState("networkidle")
        expect(response!.status(), path).toBe(path === "/product/NOPE" ? 404 : 200)
      }
      // The 404 boundary's console line for a missing page is expected from the browser; nothing else.
      expect(problems.filter((p) => !/404 \(Not Found\)/.test(p))).toEqual([])
      // Settings and catalogue came with the HTML: the browser asked the search index for nothing on load.
      expect(searches).toEqual([])
    })
  }

  test("a client-side navigation renders the next product from the server's data, with its own title", async ({ page }) => {
    const product = await storeProduct(page.request, "P2")
    await page.goto("/perfumes")
    await page.waitForFunction(() => Boolean((window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules))
    const data = page.waitForResponse((r) => r.url().includes("/product/P2.data"))
    await page.locator('a[href="/product/P2"]').first().click()
    expect((await data).status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible()
    await expect(page).toHaveTitle(`${product.title} | Sugandh`)
  })
})
