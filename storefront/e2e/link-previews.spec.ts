import { expect, test } from "./support/test"
import { readHead, structuredDataErrors } from "../src/testing/structured-data"

/*
 * Every public page's head as a crawler or a link preview gets it (plain
 * HTTP, no JavaScript): the picture's alt text and size that Twitter's and
 * Facebook's card checks ask for, and the JSON-LD checked by a maintained
 * validator of Google's rich-result rules (@adobe/structured-data-validator).
 */
const PAGES: [path: string, types: string[]][] = [
  ["/", ["Organization", "WebSite"]],
  ["/perfumes", ["BreadcrumbList", "ItemList"]],
  // Before a realm is chosen /attars lists no cards: the site's picture previews it.
  ["/attars", ["BreadcrumbList", "ItemList"]],
  ["/attars?realm=heritage", ["BreadcrumbList", "ItemList"]],
  ["/search?q=zzzz-nothing", ["BreadcrumbList"]],
  ["/product/P1", ["Product", "BreadcrumbList"]],
  ["/product/A1", ["Product", "BreadcrumbList"]],
  ["/search?q=rose", ["BreadcrumbList", "ItemList"]],
  ["/categories", []],
  ["/faq", ["BreadcrumbList"]],
  ["/contact", []],
]

for (const [path, types] of PAGES) {
  test(`${path}: a named, sized preview picture and structured data without errors`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    const head = readHead(html)

    const image = head.meta("og:image")
    expect(image).toMatch(/^https?:\/\/.+/)
    const alt = head.meta("og:image:alt")
    expect(alt).toMatch(/^.+ by .+: .+/)
    expect(head.meta("twitter:image:alt")).toBe(alt)
    expect(head.meta("twitter:image")).toBe(image)
    // The seeded pictures are 800 × 800 SVGs: the size is read from the file itself.
    expect([head.meta("og:image:width"), head.meta("og:image:height")]).toEqual(["800", "800"])

    expect(head.types).toEqual(expect.arrayContaining(types))
    expect(await structuredDataErrors(html)).toEqual([])
  })
}

test("a product's preview names that product", async ({ request }) => {
  const html = await (await request.get("/product/P1")).text()
  const head = readHead(html)
  const name = (head.extracted.jsonld.Product?.[0]?.name as string) ?? ""
  expect(name).not.toBe("")
  expect(head.meta("og:image:alt")!.startsWith(`${name} by `)).toBe(true)
})
