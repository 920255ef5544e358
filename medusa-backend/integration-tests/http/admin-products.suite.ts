import fs from "fs"
import path from "path"
import type { TestSuite } from "../helpers/runner"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import FormData from "form-data"
import { runSeed, type SeedResult } from "../../src/scripts/seed"
import { forgetStoreContext } from "../../src/lib/catalogue/store-context"
import { createAdminProductWorkflow } from "../../src/workflows/admin-product/create-admin-product"
import { ADMIN, as, cancelOrder, countRows, login, placeOrder, storeHeaders } from "../helpers/admin"
import { bigPng, jpeg, png } from "../helpers/admin-images"

const STATIC_DIR = path.join(process.cwd(), "uploads") // the local file provider's upload_dir (medusa-config.ts), served at /static
// Only the images this file uploads (the local provider stores "<time>-<name>"): other test files
// run beside this one and upload their own images into the same folder.
const OUR_UPLOADS = /^(private-)?\d+-((a|b|art|bad|front|huge|notes|ok|petrichor|side)\.[a-z0-9]+|p\d\.png)$/
const staticFiles = () => (fs.existsSync(STATIC_DIR) ? fs.readdirSync(STATIC_DIR).filter((name) => OUR_UPLOADS.test(name)).length : 0)

type File = { name: string; content: Buffer; type?: string }
const FIELDS = {
  name: "Monsoon Petrichor",
  brand: "Sugandh",
  description: "Rain on warm earth, with a hint of vetiver.",
  price: "279",
  originalPrice: "399",
  category: "perfumes",
  fragrance: "fresh",
  size: "12ml",
  stockQuantity: "7",
  featured: "true",
  tags: "rain, earthy , monsoon",
}

// Flipped by one test to make the workflow fail after every write.
let failAfterWrites = false

export const adminProductsSuite: TestSuite = ({ api, getContainer }) => {
  let seeded: SeedResult
  let adminToken: string

  beforeAll(async () => {
    forgetStoreContext()
    seeded = await runSeed(getContainer(), { ...process.env, NODE_ENV: "test" })
    adminToken = await login(api, ADMIN)
    createAdminProductWorkflow.hooks.adminProductCreated(async () => {
      if (failAfterWrites) throw new Error("Injected failure after the product was written")
    })
  })

  const post = (fields: Record<string, string>, files: File[] = [{ name: "petrichor.png", content: png() }]) => {
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.append(k, v)
    for (const f of files) form.append("images", f.content, { filename: f.name, contentType: f.type ?? "image/png" })
    return api.post("/api/admin/products", form, {
      ...as(adminToken),
      headers: { ...as(adminToken).headers, ...form.getHeaders() },
      maxBodyLength: Infinity,
    })
  }

  const storeProduct = async (handle: string) => {
    const { data } = await api.get(
      `/store/products?handle=${handle}&region_id=${seeded.regionId}&fields=*variants.calculated_price,+variants.inventory_quantity,*categories,+metadata,+external_id,*images`,
      storeHeaders(seeded)
    )
    return data.products[0]
  }

  const expectNothingWritten = async (before: Awaited<ReturnType<typeof countRows>>, filesBefore: number) => {
    expect(await countRows(getContainer())).toEqual(before)
    expect(staticFiles()).toBe(filesBefore)
  }

  describe("POST /api/admin/products", () => {
    it("creates a published product with images, price, sale price and stock, visible in the Store API at once", async () => {
      const filesBefore = staticFiles()
      const res = await post(FIELDS, [
        { name: "front.png", content: png(3, 2) },
        { name: "side.jpg", content: jpeg(), type: "image/jpeg" },
      ])
      expect(res.status).toBe(201)
      expect(res.data.message).toBe("Product created successfully")
      const product = res.data.product
      expect(product).toMatchObject({
        _id: expect.stringMatching(/^prod_/),
        id: "P11",
        name: "Monsoon Petrichor",
        brand: "Sugandh",
        category: "perfumes",
        price: 279,
        originalPrice: 399,
        stockQuantity: 7,
        featured: true,
        launchOffer: "30% OFF",
      })
      expect(product.images).toHaveLength(2)
      expect(product.images[0].url).toMatch(/^\/static\/.+\.png$/)
      expect(product.images[1].url).toMatch(/^\/static\/.+\.jpg$/)
      expect(staticFiles()).toBe(filesBefore + 2)

      const stored = await storeProduct("p11")
      expect(stored).toMatchObject({
        title: "Monsoon Petrichor",
        external_id: "P11",
        categories: [expect.objectContaining({ handle: "perfumes" })],
        metadata: expect.objectContaining({
          brand: "Sugandh",
          fragrance: "fresh",
          size: "12ml",
          featured: true,
          tags: ["rain", "earthy", "monsoon"],
        }),
      })
      expect(stored.variants[0].calculated_price).toMatchObject({ calculated_amount: 279, original_amount: 399 })
      expect(stored.variants[0].inventory_quantity).toBe(7)
      expect(stored.variants[0].sku).toBe("P11")
      // The image file is served, sandboxed and unsniffed even without nginx in front (src/api/static).
      const image = await api.get(product.images[0].url, { ...as(), responseType: "arraybuffer" })
      expect(image.status).toBe(200)
      expect(image.headers["content-type"]).toBe("image/png")
      expect(image.headers["content-security-policy"]).toMatch(/^sandbox\b/)
      expect(image.headers["x-content-type-options"]).toBe("nosniff")
      expect(Buffer.from(image.data).equals(png(3, 2))).toBe(true)

      const list = (await api.get("/api/admin/products", as(adminToken))).data
      expect(list[0]).toMatchObject({ id: "P11", stockQuantity: 7, price: 279, originalPrice: 399 })
      expect(list).toHaveLength(53)
    })

    it("prices at the selling price with no sale list when there is no original price; no images is fine", async () => {
      const attarIds = (await api.get("/api/admin/products", as(adminToken))).data
        .filter((p: { category: string }) => p.category === "attars")
        .map((p: { id: string }) => Number(p.id.slice(1)))
      const before = await countRows(getContainer())
      const { originalPrice, ...rest } = FIELDS
      const res = await post({ ...rest, category: "attars", price: "249.50", stockQuantity: "0", featured: "false", tags: "" }, [])
      expect(res.status).toBe(201)
      expect(res.data.product).toMatchObject({
        id: `A${Math.max(...attarIds) + 1}`,
        price: 249.5,
        originalPrice: 249.5,
        stockQuantity: 0,
        images: [],
        launchOffer: null,
      })
      const after = await countRows(getContainer())
      expect(after).toEqual({
        ...before,
        products: before.products + 1,
        variants: before.variants + 1,
        inventoryItems: before.inventoryItems + 1,
      })
    })

    it.each([
      ["six images", Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, content: png() })), 400, "Maximum 5 images allowed"],
      ["an image over 5 MB", [{ name: "huge.png", content: bigPng(5 * 1024 * 1024 + 1) }], 413, "Each image must be 5MB or smaller"],
      [
        "a text file renamed .png",
        [{ name: "notes.png", content: Buffer.from("just some text, honestly") }],
        400,
        "Only image files are allowed (PNG, JPEG, WebP or GIF): notes.png is not an image",
      ],
      [
        "an SVG",
        [{ name: "art.svg", content: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), type: "image/svg+xml" }],
        400,
        "Only image files are allowed (PNG, JPEG, WebP or GIF): art.svg is not an image",
      ],
      [
        "a good image next to a bad one",
        [
          { name: "ok.png", content: png() },
          { name: "bad.jpg", content: Buffer.from("GIF8 nope"), type: "image/jpeg" },
        ],
        400,
        "Only image files are allowed (PNG, JPEG, WebP or GIF): bad.jpg is not an image",
      ],
    ])("refuses %s and writes nothing", async (_label, files, status, message) => {
      const before = await countRows(getContainer())
      const filesBefore = staticFiles()
      const res = await post(FIELDS, files as File[])
      expect([res.status, res.data.message]).toEqual([status, message])
      await expectNothingWritten(before, filesBefore)
    })

    it("accepts exactly 5 images", async () => {
      const res = await post(
        FIELDS,
        Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.png`, content: png() }))
      )
      expect(res.status).toBe(201)
      expect(res.data.product.images).toHaveLength(5)
    })

    it.each([
      [{ name: "" }, "Name is required"],
      [{ category: "candles" }, "Category must be one of perfumes, attars, incense-sticks, room-fresheners"],
      [{ fragrance: "oud" }, "Fragrance must be one of floral, woody, fresh, oriental, citrus, spicy"],
      [{ size: "10ml" }, "Size must be one of 6ml, 12ml, 30ml, 50ml, 75ml, 100ml"],
      [{ price: "12.345" }, "Price must be a number of 0 or more with at most 2 decimals"],
      [{ price: "-1" }, "Price must be a number of 0 or more with at most 2 decimals"],
      [{ originalPrice: "100" }, "Original price cannot be less than the price"],
      [{ stockQuantity: "1.5" }, "Stock quantity must be a whole number of 0 or more"],
    ])("refuses %j with 400 and writes nothing (not even the images)", async (change, message) => {
      const before = await countRows(getContainer())
      const filesBefore = staticFiles()
      const res = await post({ ...FIELDS, ...change })
      expect(res.status).toBe(400)
      expect(res.data.message).toBe(message)
      expect(res.data.errors).toEqual(expect.arrayContaining([expect.objectContaining({ msg: message })]))
      await expectNothingWritten(before, filesBefore)
    })

    it("refuses JSON instead of a form", async () => {
      const res = await api.post("/api/admin/products", FIELDS, as(adminToken))
      expect(res.status).toBe(415)
    })

    it("undoes every step when the workflow fails after writing: no product, stock, price list or file", async () => {
      const before = await countRows(getContainer())
      const filesBefore = staticFiles()
      failAfterWrites = true
      try {
        const res = await post(FIELDS, [
          { name: "a.png", content: png() },
          { name: "b.jpg", content: jpeg(), type: "image/jpeg" },
        ])
        expect(res.status).toBe(500)
      } finally {
        failAfterWrites = false
      }
      await expectNothingWritten(before, filesBefore)
      expect(await storeProduct("p11")).toBeUndefined()
      // The catalogue id was not burnt: the next product gets it.
      expect((await post(FIELDS)).data.product.id).toBe("P11")
    })
  })

  describe("GET /api/admin/products", () => {
    type Entry = { _id: string; id: string; name: string; createdAt: string }
    it("answers every product without paging, and pages of it (newest first, no overlap, count = the total) with ?limit&offset", async () => {
      const whole = (await api.get("/api/admin/products", as(adminToken))).data as Entry[]
      expect(Array.isArray(whole)).toBe(true)
      expect(whole.length).toBeGreaterThan(40)
      const pages: Entry[] = []
      for (let offset = 0; offset < whole.length; offset += 20) {
        const { data } = await api.get(`/api/admin/products?limit=20&offset=${offset}`, as(adminToken))
        expect(data).toMatchObject({ success: true, count: whole.length, offset, limit: 20 })
        expect(data.products.length).toBe(Math.min(20, whole.length - offset))
        pages.push(...data.products)
      }
      expect(pages.map((p) => p._id)).toEqual(whole.map((p) => p._id))
      const times = pages.map((p) => Date.parse(p.createdAt))
      expect(times).toEqual([...times].sort((a, b) => b - a))
    })

    it("searches on the server with ?q, paging the matches", async () => {
      const whole = (await api.get("/api/admin/products", as(adminToken))).data as Entry[]
      const word = whole[whole.length - 1].name
      const expected = whole.filter((p) => p.name.toLowerCase().includes(word.toLowerCase()))
      const { data } = await api.get(`/api/admin/products?q=${encodeURIComponent(` ${word} `)}&limit=100`, as(adminToken))
      // Medusa's product search also looks at handles and descriptions, so it finds at least the names.
      expect(data.count).toBeGreaterThanOrEqual(expected.length)
      expect(data.count).toBeLessThan(whole.length)
      expect(data.products.map((p: Entry) => p._id)).toEqual(expect.arrayContaining(expected.map((p) => p._id)))
      const none = await api.get("/api/admin/products?q=zzqqxxnothing&limit=10", as(adminToken))
      expect(none.data).toMatchObject({ products: [], count: 0 })
    })

    it("refuses a bad page or search with a 400 in the /api shape", async () => {
      for (const query of ["limit=0", "limit=101", "limit=ten", "offset=-1", `q=${"x".repeat(101)}`]) {
        const res = await api.get(`/api/admin/products?${query}`, { ...as(adminToken), validateStatus: () => true })
        expect({ query, status: res.status }).toEqual({ query, status: 400 })
        expect(res.data.errors?.[0]?.path).toBe(query.split("=")[0])
      }
    })
  })

  describe("DELETE /api/admin/products/{id}", () => {
    it("deletes by spec id with its own launch-offer price list; the Store API no longer shows it", async () => {
      await post(FIELDS)
      const before = await countRows(getContainer())
      const res = await api.delete("/api/admin/products/p11", as(adminToken))
      expect(res.status).toBe(200)
      expect(res.data).toEqual({ message: "Product deleted successfully", id: "P11" })
      expect(await storeProduct("p11")).toBeUndefined()
      expect(await countRows(getContainer())).toEqual({
        ...before,
        products: before.products - 1,
        variants: before.variants - 1,
        inventoryItems: before.inventoryItems - 1,
        priceLists: before.priceLists - 1,
      })
      expect((await api.delete("/api/admin/products/P11", as(adminToken))).status).toBe(404)
    })

    it("deletes a seeded product by Medusa id and keeps the shared launch-offer list for the others", async () => {
      const p1 = await storeProduct("p1")
      const before = await countRows(getContainer())
      expect((await api.delete(`/api/admin/products/${p1.id}`, as(adminToken))).status).toBe(200)
      expect((await countRows(getContainer())).priceLists).toBe(before.priceLists)
      expect((await storeProduct("p2")).variants[0].calculated_price.calculated_amount).toBeLessThan(
        (await storeProduct("p2")).variants[0].calculated_price.original_amount
      )
    })

    it("refuses while an open order holds its stock, and keeps past orders readable after deletion", async () => {
      const container = getContainer()
      const a1 = await storeProduct("a1")
      const order = await placeOrder(api, container, seeded, [{ catalogueId: "A1", quantity: 1 }])
      const refused = await api.delete("/api/admin/products/A1", as(adminToken))
      expect(refused.status).toBe(409)
      expect(refused.data.message).toBe("This product has stock reserved for open orders. Ship or cancel those orders before deleting it.")
      expect(await storeProduct("a1")).toBeDefined()

      await cancelOrder(container, order.orderId)
      expect((await api.delete("/api/admin/products/A1", as(adminToken))).status).toBe(200)
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "order",
        fields: ["id", "items.title", "items.product_title", "items.unit_price", "items.quantity", "total"],
        filters: { id: order.orderId },
      })
      const items = (data[0].items as { product_title: string; quantity: unknown; unit_price: unknown }[]).map((i) => ({
        product_title: i.product_title,
        quantity: Number(i.quantity),
        unit_price: Number(i.unit_price),
      }))
      expect(items).toEqual([{ product_title: a1.title, quantity: 1, unit_price: a1.variants[0].calculated_price.calculated_amount }])
      expect(Number(data[0].total)).toBe(order.total)
    })

    it("answers 404 for an unknown product", async () => {
      expect((await api.delete("/api/admin/products/P999", as(adminToken))).status).toBe(404)
      expect((await api.delete("/api/admin/products/prod_nope", as(adminToken))).status).toBe(404)
    })
  })
}
