import fs from "fs"
import path from "path"
import type { TestSuite } from "../helpers/runner"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { updateShippingOptionsWorkflow } from "@medusajs/medusa/core-flows"
import { runSeed, type SeedResult } from "../../src/scripts/seed"
import { sellingPrice } from "../../src/scripts/seed/pricing"

const FRAGRANCES = ["fresh", "oriental", "woody", "floral", "spicy", "earthy", "herbal", "oud", "spiritual", "resin", "mixed"]

type StoreProduct = {
  id: string
  handle: string
  title: string
  external_id: string
  thumbnail: string | null
  images: { url: string }[]
  metadata: Record<string, any>
  categories: { handle: string }[]
  variants: {
    id: string
    sku: string
    calculated_price: {
      calculated_amount: number
      original_amount: number
      calculated_price: { price_list_type: string | null }
    }
  }[]
}

async function countAll(container: MedusaContainer) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const count = async (entity: string) => (await query.graph({ entity, fields: ["id"] })).data.length
  const { data: products } = await query.graph({ entity: "product", fields: ["id", "images.id"] })
  const staticDir = path.join(process.cwd(), "uploads")
  return {
    products: products.length,
    productImages: products.reduce((n: number, p: any) => n + (p.images?.length ?? 0), 0),
    categories: await count("product_category"),
    priceLists: await count("price_list"),
    promotions: await count("promotion"),
    shippingOptions: await count("shipping_option"),
    apiKeys: await count("api_key"),
    users: await count("user"),
    customers: await count("customer"),
    regions: await count("region"),
    stockLocations: await count("stock_location"),
    inventoryLevels: await count("inventory_level"),
    uploadedFiles: fs.existsSync(staticDir) ? fs.readdirSync(staticDir).length : 0,
  }
}

export const seedSuite: TestSuite = ({ api, getContainer }) => {
  let seeded: SeedResult
  let headers: Record<string, string>
  let products: StoreProduct[]

  const byCatalogueId = (id: string) => products.find((p) => p.external_id === id)!

  beforeAll(async () => {
    seeded = await runSeed(getContainer(), { ...process.env, NODE_ENV: "test" })
    headers = { "x-publishable-api-key": seeded.publishableKey }
    const res = await api.get(
      `/store/products?limit=100&region_id=${seeded.regionId}&fields=*variants.calculated_price,*categories,+metadata,+external_id,*images`,
      { headers }
    )
    products = res.data.products
  })

  const newCart = async (items: [string, number][]) => {
    const { data } = await api.post("/store/carts", { region_id: seeded.regionId, sales_channel_id: seeded.salesChannelId }, { headers })
    const cartId = data.cart.id as string
    for (const [catalogueId, quantity] of items) {
      await api.post(`/store/carts/${cartId}/line-items`, { variant_id: byCatalogueId(catalogueId).variants[0].id, quantity }, { headers })
    }
    return cartId
  }

  /** Standard Shipping for a cart: a calculated option, priced by the Store API through our provider's calculatePrice. */
  const standardAmount = async (cartId: string) => {
    const { data: cart } = await api.get(`/store/carts/${cartId}?fields=item_total`, { headers })
    const { data } = await api.get(`/store/shipping-options?cart_id=${cartId}`, { headers })
    const option = data.shipping_options.find((o: { name: string }) => o.name === "Standard Shipping")
    const { data: priced } = await api.post(`/store/shipping-options/${option.id}/calculate`, { cart_id: cartId }, { headers })
    return { itemTotal: cart.cart.item_total, amount: priced.shipping_option.amount }
  }

  describe("catalogue through the Store API", () => {
    it("lists 52 published products in the seeded sales channel", async () => {
      expect(products).toHaveLength(52)
      expect(new Set(products.map((p) => p.title)).size).toBe(52)
    })

    it("has the spec's category counts and starting prices", async () => {
      const summary: Record<string, { count: number; from: number }> = {}
      for (const product of products) {
        expect(product.categories).toHaveLength(1)
        const handle = product.categories[0].handle
        const price = product.variants[0].calculated_price.calculated_amount
        const entry = (summary[handle] ??= { count: 0, from: Infinity })
        entry.count++
        entry.from = Math.min(entry.from, price)
      }
      expect(summary).toEqual({
        perfumes: { count: 10, from: 279 },
        attars: { count: 20, from: 240 },
        "incense-sticks": { count: 17, from: 99 },
        "room-fresheners": { count: 5, from: 239 },
      })
    })

    it("maps each product onto Medusa as agreed (handle, external_id, sku, metadata, image)", async () => {
      for (const product of products) {
        expect(product.handle).toBe(product.external_id.toLowerCase())
        expect(product.variants).toHaveLength(1)
        expect(product.variants[0].sku).toBe(product.external_id)
        const m = product.metadata
        expect(m).toEqual(
          expect.objectContaining({
            brand: expect.stringMatching(/^Sugandh/),
            size: expect.any(String),
            inspiredBy: expect.stringMatching(/^Inspired by /),
            alcoholFree: true,
            launchOffer: expect.stringMatching(/^(20|30|31|40)% OFF$/),
            featured: expect.any(Boolean),
            createdAt: expect.stringMatching(/^2025-/),
            notes: { top: expect.any(String), heart: expect.any(String), base: expect.any(String) },
          })
        )
        expect(FRAGRANCES).toContain(m.fragrance)
        expect(m.rating).toBeGreaterThanOrEqual(4.5)
        expect(m.rating).toBeLessThanOrEqual(4.9)
        expect(m.reviews).toBeGreaterThan(0)
        expect(product.thumbnail).toMatch(new RegExp(`^/static/.+-${product.handle}\\.svg$`))
        expect(product.images.map((i) => i.url)).toEqual([product.thumbnail])
      }
      const attars = products.filter((p) => p.categories[0].handle === "attars")
      expect(attars.filter((p) => p.metadata.realm === "heritage")).toHaveLength(10)
      expect(attars.filter((p) => p.metadata.realm === "celestial")).toHaveLength(10)
      for (const id of ["P1", "A12", "RF1", "S1"]) {
        expect(byCatalogueId(id).metadata.featured).toBe(true)
      }
      for (const id of ["P10", "P5", "P2", "P6"]) {
        expect(byCatalogueId(id)).toBeDefined()
      }
    })

    it("sells P1 at its launch-offer price through a sale price list", async () => {
      const { data } = await api.get(`/store/products?handle=p1&region_id=${seeded.regionId}&fields=*variants.calculated_price`, {
        headers,
      })
      const price = data.products[0].variants[0].calculated_price
      expect(price.original_amount).toBe(427)
      expect(price.calculated_amount).toBe(299)
      expect(price.calculated_amount).toBeLessThan(price.original_amount)
      expect(price.calculated_amount).toBe(sellingPrice(price.original_amount, 30))
      expect(price.calculated_price.price_list_type).toBe("sale")
      expect(byCatalogueId("P1").metadata.launchOffer).toBe("30% OFF")
    })

    it("serves the generated image from /static", async () => {
      const p1 = byCatalogueId("P1")
      const res = await api.get(p1.thumbnail!, { responseType: "text" })
      expect(res.status).toBe(200)
      expect(res.headers["content-type"]).toContain("image/svg+xml")
      expect(res.data).toContain("<svg")
      expect(res.data).toContain("Velvet Oud")
    })
  })

  describe("shipping", () => {
    it("charges ₹99 below ₹599", async () => {
      // P1 (299) + A2 (299) = 598
      const cartId = await newCart([
        ["P1", 1],
        ["A2", 1],
      ])
      expect(await standardAmount(cartId)).toEqual({ itemTotal: 598, amount: 99 })
    })

    it("is free from ₹599", async () => {
      // A1 (240) + P9 (359) = 599
      const cartId = await newCart([
        ["A1", 1],
        ["P9", 1],
      ])
      expect(await standardAmount(cartId)).toEqual({ itemTotal: 599, amount: 0 })
    })
  })

  describe("festival promotion", () => {
    it("FESTIVE20 takes 20% off the perfume line only", async () => {
      const cartId = await newCart([
        ["P1", 1],
        ["S1", 1],
      ])
      const { data } = await api.post(`/store/carts/${cartId}/promotions`, { promo_codes: ["FESTIVE20"] }, { headers })
      const items = data.cart.items as { product_id: string; adjustments?: { amount: number; code: string }[] }[]
      const perfume = items.find((i) => i.product_id === byCatalogueId("P1").id)!
      const sticks = items.find((i) => i.product_id === byCatalogueId("S1").id)!
      expect(perfume.adjustments).toEqual([expect.objectContaining({ code: "FESTIVE20", amount: 59.8 })])
      expect(sticks.adjustments ?? []).toEqual([])
      expect(data.cart.discount_total).toBeCloseTo(59.8, 5)
    })
  })

  describe("GET /api/config", () => {
    it("returns the seeded key and region, and they work on the Store API", async () => {
      const { data } = await api.get("/api/config")
      expect(data).toEqual(
        expect.objectContaining({
          publishableKey: seeded.publishableKey,
          regionId: seeded.regionId,
          currency: "inr",
          storeName: "Sugandh",
          festivalCode: "FESTIVE20",
          contact: expect.objectContaining({ hours: "24/7", whatsapp: expect.any(String) }),
          social: expect.objectContaining({ instagram: expect.any(String) }),
          // The return policy's settings (issue 45) the FAQ and the shipping page state: the defaults here.
          returns: { windowDays: 7, pickupFee: 99 },
        })
      )
      const region = await api.get(`/store/regions/${data.regionId}`, {
        headers: { "x-publishable-api-key": data.publishableKey },
      })
      expect(region.data.region).toEqual(expect.objectContaining({ name: "India", currency_code: "inr" }))
      // The store's default sales channel is ours, so a cart made without one lands in it.
      const cart = await api.post("/store/carts", { region_id: data.regionId }, { headers })
      expect(cart.data.cart.sales_channel_id).toBe(seeded.salesChannelId)
    })
  })

  describe("accounts", () => {
    it("links the operator's emailpass identity to an admin user and the shopper's to a customer", async () => {
      const container = getContainer()
      const auth = container.resolve(Modules.AUTH)
      const [operatorLogin] = await auth.listProviderIdentities({ entity_id: "admin@sugandh.example", provider: "emailpass" })
      const operator = await auth.retrieveAuthIdentity(operatorLogin.auth_identity_id!)
      const [user] = await container.resolve(Modules.USER).listUsers({ email: "admin@sugandh.example" })
      expect(operator.app_metadata?.user_id).toBe(user.id)

      const admin = await api.post("/auth/user/emailpass", { email: "admin@sugandh.example", password: "admin1234" })
      expect(admin.data.token).toEqual(expect.any(String))
      const shopper = await api.post("/auth/customer/emailpass", {
        email: "shopper@sugandh.example",
        password: "shopper1234",
      })
      const me = await api.get("/store/customers/me", {
        headers: { ...headers, authorization: `Bearer ${shopper.data.token}` },
      })
      expect(me.data.customer).toEqual(expect.objectContaining({ email: "shopper@sugandh.example", has_account: true, first_name: "Asha" }))
    })
  })

  describe("idempotency", () => {
    it("creates nothing on a second run", async () => {
      const container = getContainer()
      const before = await countAll(container)
      const again = await runSeed(container, { ...process.env, NODE_ENV: "test" })
      const after = await countAll(container)
      expect(again.created).toEqual({})
      expect(after).toEqual(before)
      expect(before.products).toBe(52)
      expect(again.publishableKey).toBe(seeded.publishableKey)
      expect(again.regionId).toBe(seeded.regionId)
    })

    it("turns the flat Standard Shipping of an older seed (item_total price rule) into our calculated option", async () => {
      const container = getContainer()
      // How databases seeded before looked: Medusa's manual provider, ₹99 and ₹0 from item_total 599.
      await updateShippingOptionsWorkflow(container).run({
        input: [
          {
            id: seeded.shippingOptionId,
            price_type: "flat",
            provider_id: "manual_manual",
            prices: [
              { currency_code: "inr", amount: 99 },
              { currency_code: "inr", amount: 0, rules: [{ attribute: "item_total", operator: "gte", value: 599 }] },
            ],
          },
        ],
      })
      const option = async () =>
        (await container.resolve(Modules.FULFILLMENT).retrieveShippingOption(seeded.shippingOptionId)) as {
          price_type: string
          provider_id: string
        }
      expect((await option()).price_type).toBe("flat")
      const again = await runSeed(container, { ...process.env, NODE_ENV: "test" })
      expect(again.shippingOptionId).toBe(seeded.shippingOptionId)
      expect(await option()).toMatchObject({ price_type: "calculated", provider_id: "sugandh-shipping_sugandh" })
      const cartId = await newCart([
        ["A1", 1],
        ["P9", 1],
      ])
      expect(await standardAmount(cartId)).toEqual({ itemTotal: 599, amount: 0 })
    })
  })
}
