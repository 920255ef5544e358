import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { PNG } from "pngjs"
import type { MetaDescriptor } from "react-router"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeProduct } from "@/features/products/test/make-product"
import { normalizeConfig } from "@/lib/config"
import { configAnswer } from "@/testing/answers"
import { readHead, structuredDataErrors } from "@/testing/structured-data"
import { pageMeta, type PageSeo } from "../seo"
import { withImageSize } from "./image-size.server"
import { homeSeo, listingSeo, productSeo, simpleSeo } from "./seo.server"

/**
 * Link previews and structured data as Google's, Twitter's and Facebook's
 * checkers read them: every page's head is rendered to HTML and read back by
 * a maintained extractor and validator (src/testing/structured-data.ts);
 * the pictures' sizes are read from real files served over HTTP.
 */
const config = normalizeConfig(configAnswer({ contact: { ...configAnswer().contact, email: "care@sugandh.example" } }))
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800"/></svg>`
const png = new PNG({ width: 1200, height: 630 })
const PNG_BYTES = PNG.sync.write(png)

let server: Server
let backend: string
let request: Request

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/static/saffron.svg") return res.writeHead(200, { "Content-Type": "image/svg+xml" }).end(SVG)
    if (req.url === "/cdn/attar.png") return res.writeHead(200, { "Content-Type": "image/png" }).end(PNG_BYTES)
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  backend = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The storefront server reads /static pictures from the backend, as in production (BACKEND_URL).
  process.env.BACKEND_URL = backend
  request = new Request("http://shop.test/product/P9")
})

afterAll(async () => {
  delete process.env.BACKEND_URL
  await new Promise((resolve) => server.close(resolve))
})

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

/** The head React Router writes for these descriptors. */
function headHtml(meta: MetaDescriptor[]): string {
  const tags = meta.map((m) => {
    const d = m as Record<string, unknown>
    if ("title" in d) return `<title>${escape(String(d.title))}</title>`
    if ("script:ld+json" in d) return `<script type="application/ld+json">${JSON.stringify(d["script:ld+json"])}</script>`
    if (d.tagName === "link") return `<link rel="${d.rel}" href="${escape(String(d.href))}">`
    const key = "property" in d ? "property" : "name"
    return `<meta ${key}="${escape(String(d[key]))}" content="${escape(String(d.content))}">`
  })
  return `<!doctype html><html><head>${tags.join("")}</head><body></body></html>`
}

const saffron = makeProduct({
  id: "P9",
  name: "Saffron Royale",
  brand: "Sugandh",
  size: "10ml",
  category: "perfumes",
  image: "/static/saffron.svg",
  description: "Saffron and oud.",
})
const attar = makeProduct({ id: "A1", name: "Mitti Attar", category: "attars", size: "3gm", image: "https://cdn.test/attar.png" })

describe("link previews", () => {
  it("name the picture (og:image:alt, twitter:image:alt) with the product and what it shows, and give its real size", async () => {
    const seo = await withImageSize(productSeo(request, config, saffron, { averageRating: 4.4, totalReviews: 3 }))
    const { meta } = readHead(headHtml(pageMeta(seo)))
    expect(meta("og:image")).toBe("http://shop.test/static/saffron.svg")
    expect(meta("og:image:alt")).toBe("Saffron Royale by Sugandh: a bottle of alcohol-free perfume, 10ml")
    expect(meta("twitter:image:alt")).toBe(meta("og:image:alt"))
    expect([meta("og:image:width"), meta("og:image:height")]).toEqual(["800", "800"])
  })

  it("reads any picture's size from its file (an operator's PNG on another host), and leaves the size out when it cannot", async () => {
    const onCdn = { ...attar, image: `${backend}/cdn/attar.png` }
    const seo = await withImageSize(productSeo(request, config, onCdn, null))
    expect(seo.image).toEqual({
      url: `${backend}/cdn/attar.png`,
      alt: "Mitti Attar by Sugandh: a vial of alcohol-free attar, 3gm",
      width: 1200,
      height: 630,
    })
    const missing = await withImageSize(productSeo(request, config, { ...attar, image: "/static/gone.svg" }, null))
    const { meta } = readHead(headHtml(pageMeta(missing)))
    expect(meta("og:image:alt")).toContain("Mitti Attar")
    expect(meta("og:image:width")).toBeUndefined()
  })

  it("gives listings, home and information pages the alt text of the product they preview", () => {
    const listing = listingSeo(request, config, { title: "Perfumes", description: "d", path: "/perfumes", crumbs: [] }, [saffron, attar])
    const home = homeSeo(request, config, { title: "Home", description: "d" }, attar)
    const info = simpleSeo(request, config, { title: "FAQ", description: "d", path: "/faq", pictured: saffron })
    expect([listing, home, info].map((seo) => seo.image?.alt)).toEqual([
      "Saffron Royale by Sugandh: a bottle of alcohol-free perfume, 10ml",
      "Mitti Attar by Sugandh: a vial of alcohol-free attar, 3gm",
      "Saffron Royale by Sugandh: a bottle of alcohol-free perfume, 10ml",
    ])
    // A listing without cards (/attars before a realm is chosen, a search without results) previews the site's picture.
    const empty = listingSeo(request, config, { title: "Attars", description: "d", path: "/attars", crumbs: [], pictured: attar }, [])
    expect(empty.image?.alt).toBe("Mitti Attar by Sugandh: a vial of alcohol-free attar, 3gm")
    for (const seo of [listing, home, info]) {
      const { meta } = readHead(headHtml(pageMeta(seo)))
      expect(meta("twitter:image:alt")).toBe(seo.image?.alt)
    }
  })
})

describe("structured data", () => {
  const pages: [string, PageSeo][] = [
    ["product with reviews", productSeo(new Request("http://shop.test/"), config, saffron, { averageRating: 4.4, totalReviews: 3 })],
    ["product without reviews, out of stock", productSeo(new Request("http://shop.test/"), config, { ...attar, inStock: false }, null)],
    [
      "listing",
      listingSeo(
        new Request("http://shop.test/perfumes"),
        config,
        {
          title: "Perfumes",
          description: "d",
          path: "/perfumes",
          crumbs: [
            { name: "Home", path: "/" },
            { name: "Perfumes", path: "/perfumes" },
          ],
        },
        [saffron, attar]
      ),
    ],
    ["home", homeSeo(new Request("http://shop.test/"), config, { title: "Home", description: "d" }, saffron)],
    [
      "information page",
      simpleSeo(new Request("http://shop.test/faq"), config, {
        title: "FAQ",
        description: "d",
        path: "/faq",
        crumbs: [
          { name: "Home", path: "/" },
          { name: "FAQ", path: "/faq" },
        ],
      }),
    ],
  ]

  it.each(pages)("%s: the validator finds no error", async (_name, seo) => {
    const html = headHtml(pageMeta(seo))
    expect(readHead(html).types.length).toBeGreaterThan(0)
    expect(await structuredDataErrors(html)).toEqual([])
  })

  it("the validator does flag a broken Product (the check is real)", async () => {
    const broken = productSeo(new Request("http://shop.test/"), config, saffron, null)
    const product = { ...broken.jsonLd[0]!, offers: { "@type": "Offer", priceCurrency: "INR" } }
    delete (product as Record<string, unknown>).name
    const html = headHtml(pageMeta({ ...broken, jsonLd: [product] }))
    expect((await structuredDataErrors(html)).length).toBeGreaterThan(0)
  })
})
