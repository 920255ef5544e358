import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import type { TestSuite } from "../helpers/runner"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { updateRegionsWorkflow, updateTaxRatesWorkflow, deleteTaxRatesWorkflow } from "@medusajs/medusa/core-flows"
import type { SeedResult } from "../../src/scripts/seed"
import { GST_CATEGORIES } from "../../src/lib/tax/gst-rates"
import FormData from "form-data"
import {
  ADMIN,
  addToCart,
  as,
  cartTotals,
  login,
  newCustomer,
  noThrow,
  notifications,
  orderBody,
  placeOrder,
  seed,
} from "../helpers/checkout"
import { png } from "../helpers/admin-images"

/** GST (issue 18): tax-inclusive prices, rates by category through Medusa's Tax module, totals unchanged. */
async function gstState(container: MedusaContainer, regionId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: rates } = await query.graph({
    entity: "tax_rate",
    fields: ["code", "rate", "is_default", "rules.reference", "rules.reference_id"],
  })
  const { data: categories } = await query.graph({
    entity: "product_category",
    fields: ["handle", "metadata", "products.id"],
    filters: { handle: GST_CATEGORIES.map((c) => c.handle) },
  })
  const { data: preferences } = await query.graph({
    entity: "price_preference",
    fields: ["is_tax_inclusive"],
    filters: { attribute: "region_id", value: regionId },
  })
  const { data: promotions } = await query.graph({ entity: "promotion", fields: ["code", "is_tax_inclusive"] })
  return { rates, categories, regionTaxInclusive: preferences[0]?.is_tax_inclusive, promotions }
}

/** The rate Medusa's tax lines carry per line of a cart (item title -> rate; "shipping" -> rate). */
/** The codes of the GST category rates that carry a rule for the product (Medusa product id). */
async function ratesWithRule(container: MedusaContainer, productId: string): Promise<string[]> {
  const tax = container.resolve(Modules.TAX)
  const rules = await tax.listTaxRateRules({ reference: "product", reference_id: productId }, { relations: ["tax_rate"] })
  return rules.map((r: any) => r.tax_rate.code).sort()
}

/** Waits up to 30 s for the subscriber (it runs after the request answered) to leave the product's rules as `codes`. */
async function waitForRules(container: MedusaContainer, productId: string, codes: string[]): Promise<string[]> {
  let found: string[] = []
  for (let i = 0; i < 150; i++) {
    found = await ratesWithRule(container, productId)
    if (found.join() === codes.join()) return found
    await new Promise((r) => setTimeout(r, 200))
  }
  return found
}

async function cartTaxRates(container: MedusaContainer, customerId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["id", "items.product.external_id", "items.is_tax_inclusive", "items.tax_lines.rate", "shipping_methods.tax_lines.rate"],
    filters: { customer_id: customerId, completed_at: null },
  })
  // The rows as this test reads them (Query's generated types, present after a build, allow nulls everywhere).
  type TaxLines = { tax_lines: { rate: unknown }[] }
  const cart = data[0] as unknown as {
    items: (TaxLines & { product: { external_id: string }; is_tax_inclusive: boolean })[]
    shipping_methods: TaxLines[]
  }
  const rates: Record<string, number> = {}
  for (const item of cart.items) rates[item.product.external_id] = Number(item.tax_lines[0]?.rate ?? 0)
  for (const method of cart.shipping_methods) rates.shipping = Number(method.tax_lines[0]?.rate ?? 0)
  return { rates, inclusive: cart.items.map((i: any) => i.is_tax_inclusive) }
}

/** The PDF's text as poppler's pdftotext reads it (poppler-utils; .ci/run installs it). */
function pdfText(pdf: Buffer): string {
  const file = path.join(os.tmpdir(), `composite-it-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`)
  fs.writeFileSync(file, pdf)
  try {
    return execFileSync("pdftotext", ["-layout", file, "-"]).toString()
  } finally {
    fs.unlinkSync(file)
  }
}

type Cart = {
  id: string
  items: { id: string; tax_lines: { rate: number }[] }[]
  shipping_methods: { amount: number; tax_lines: { rate: number; provider_id: string }[] }[]
}

export const gstSuite: TestSuite = ({ api, getContainer }) => {
  let seeded: SeedResult
  /** The operator, signed in once for the composite-supply invoices. */
  let operator: string

  beforeAll(async () => {
    seeded = await seed(getContainer())
    operator = await login(api, ADMIN)
  })

  it("carries GST per category in Medusa's Tax module: 18% perfumes, attars and home spray, 5% incense, HSN in category metadata", async () => {
    const state = await gstState(getContainer(), seeded.regionId)
    expect(state.regionTaxInclusive).toBe(true)
    expect(state.rates.find((r: any) => r.is_default)).toMatchObject({ code: "GST18", rate: 18 })
    for (const gst of GST_CATEGORIES) {
      const category = state.categories.find((c: any) => c.handle === gst.handle)!
      expect(category.metadata).toMatchObject({ hsn: gst.hsn, gst_rate: gst.rate })
      const rate = state.rates.find((r: any) => r.code === gst.taxRateCode)!
      expect(rate.rate).toBe(gst.rate)
      const ruled = rate.rules.map((r: any) => r.reference_id).sort()
      expect(ruled).toEqual(category.products.map((p: any) => p.id).sort())
      expect(ruled.length).toBeGreaterThan(0)
    }
    expect(GST_CATEGORIES.map((c) => [c.handle, c.hsn, c.rate])).toEqual([
      ["perfumes", "330300", 18],
      ["attars", "330129", 18],
      ["room-fresheners", "330749", 18],
      ["incense-sticks", "330741", 5],
    ])
    expect(state.promotions.every((p: any) => p.is_tax_inclusive === true)).toBe(true)
  })

  it("gives a product created after the seed its category's rate: an incense product from /api/admin/products is taxed at 5%, re-categorised in Medusa's admin 18%", async () => {
    const container = getContainer()
    const admin = await login(api, ADMIN)
    const form = new FormData()
    const fields = {
      name: "Kesar Chandan Dhoop",
      brand: "Sugandh",
      description: "Saffron and sandalwood dhoop sticks.",
      price: "210",
      category: "incense-sticks",
      fragrance: "woody",
      size: "12ml",
      stockQuantity: "10",
    }
    for (const [k, v] of Object.entries(fields)) form.append(k, v)
    form.append("images", png(), { filename: "dhoop.png", contentType: "image/png" })
    const created = await api.post("/api/admin/products", form, { ...as(admin), headers: { ...as(admin).headers, ...form.getHeaders() } })
    expect(created.status).toBe(201)
    const catalogueId = created.data.product.id as string
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: products } = await query.graph({ entity: "product", fields: ["id"], filters: { external_id: catalogueId } })
    const productId = products[0].id as string
    expect(await waitForRules(container, productId, ["GST5-INCENSE"])).toEqual(["GST5-INCENSE"])

    const ravi = await newCustomer(api, seeded, "gst-new-product@example.com")
    await addToCart(api, ravi.token, catalogueId, 1)
    // Incense only: the shipping follows it at 5% (composite supply).
    expect((await cartTaxRates(container, ravi.id)).rates).toEqual({ [catalogueId]: 5, shipping: 5 })
    const placed = await placeOrder(api, ravi.token, orderBody(await cartTotals(api, ravi.token)))
    expect(placed.status).toBe(201)
    // ₹210 + ₹99 shipping: 210 x 5/105 + 99 x 5/105 = 10.00 + 4.71
    expect(placed.data.order.total).toBe(309)
    expect(placed.data.order.tax).toBeCloseTo(14.71, 2)
    const { data: orders } = await query.graph({
      entity: "order",
      fields: ["items.tax_lines.rate", "items.tax_lines.code"],
      filters: { id: placed.data.order.id },
    })
    const [order] = orders as unknown as { items: { tax_lines: { rate: unknown; code: string }[] }[] }[]
    expect(order.items[0].tax_lines.map((l) => [Number(l.rate), l.code])).toEqual([[5, "GST5-INCENSE"]])

    // Re-categorised through Medusa's own admin API (product.updated): the rule moves to the perfumes rate.
    const medusaAdmin = (await api.post("/auth/user/emailpass", ADMIN, noThrow)).data.token as string
    const { data: perfumes } = await query.graph({ entity: "product_category", fields: ["id"], filters: { handle: "perfumes" } })
    const moved = await api.post(`/admin/products/${productId}`, { categories: [{ id: perfumes[0].id }] }, as(medusaAdmin))
    expect(moved.status).toBe(200)
    expect(await waitForRules(container, productId, ["GST18-PERFUMES"])).toEqual(["GST18-PERFUMES"])
    // Out of every GST category: no rule, the region's 18% default.
    const out = await api.post(`/admin/products/${productId}`, { categories: [] }, as(medusaAdmin))
    expect(out.status).toBe(200)
    expect(await waitForRules(container, productId, [])).toEqual([])
    // A second incense product, never ordered (an order's stock reservation blocks deleting the first), deleted
    // through /api/admin/products: its rule goes with it.
    const second = new FormData()
    for (const [k, v] of Object.entries({ ...fields, name: "Mogra Dhoop" })) second.append(k, v)
    second.append("images", png(), { filename: "mogra.png", contentType: "image/png" })
    const made = await api.post("/api/admin/products", second, {
      ...as(admin),
      headers: { ...as(admin).headers, ...second.getHeaders() },
    })
    expect(made.status).toBe(201)
    const { data: seconds } = await query.graph({ entity: "product", fields: ["id"], filters: { external_id: made.data.product.id } })
    expect(await waitForRules(container, seconds[0].id, ["GST5-INCENSE"])).toEqual(["GST5-INCENSE"])
    expect((await api.delete(`/api/admin/products/${made.data.product.id}`, as(admin))).status).toBe(200)
    expect(await waitForRules(container, seconds[0].id, [])).toEqual([])
  })

  it("keeps the shopper's totals and shows the GST inside them: perfume 18%, incense 5%, shipping 18%", async () => {
    const ravi = await newCustomer(api, seeded, "gst-mixed@example.com")
    await addToCart(api, ravi.token, "P1", 1) // ₹299 perfume
    await addToCart(api, ravi.token, "S1", 1) // ₹99 incense
    const { data } = await api.get("/api/auth/cart", as(ravi.token))
    // The same numbers as before GST: 299 + 99 + 99 shipping.
    expect(data.totals).toMatchObject({ subtotal: 398, shipping: 99, discount: 0, total: 497 })
    // 299 x 18/118 + 99 x 5/105 + 99 x 18/118 = 45.61 + 4.71 + 15.10, each line rounded as the invoice does
    // (lib/tax/gst-inside); Medusa's tax_total rounds the unrounded sum 65.426 to 65.43 (issue 48).
    expect(data.totals.tax).toBe(65.42)
    const { rates, inclusive } = await cartTaxRates(getContainer(), ravi.id)
    expect(rates).toEqual({ P1: 18, S1: 5, shipping: 18 })
    expect(inclusive).toEqual([true, true])

    const totals = await cartTotals(api, ravi.token)
    const placed = await placeOrder(api, ravi.token, orderBody(totals))
    expect(placed.status).toBe(201)
    expect(placed.data.order).toMatchObject({ subtotal: 398, shipping: 99, total: 497 })
    expect(placed.data.order.tax).toBe(65.42)
    const [mail] = await notifications(getContainer(), "order-placed")
    expect(JSON.stringify(mail.data)).toContain("Inclusive of GST ₹65.42")
  })

  it("brings a database seeded before GST (0% rate, prices not tax-inclusive) up to GST on a re-run, totals unchanged", async () => {
    const container = getContainer()
    const before = await gstState(container, seeded.regionId)
    // The state of a pre-GST database: 0% default "GST0", no category rates, region and promotions not tax-inclusive.
    const defaultRate = before.rates.find((r: any) => r.is_default)!
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: rateRows } = await query.graph({ entity: "tax_rate", fields: ["id", "code", "is_default"] })
    await updateTaxRatesWorkflow(container).run({
      input: { selector: { id: rateRows.find((r: any) => r.is_default)!.id }, update: { code: "GST0", name: "GST (included)", rate: 0 } },
    })
    await deleteTaxRatesWorkflow(container).run({ input: { ids: rateRows.filter((r: any) => !r.is_default).map((r: any) => r.id) } })
    await updateRegionsWorkflow(container).run({ input: { selector: { id: seeded.regionId }, update: { is_tax_inclusive: false } } })
    const promotionService = container.resolve(Modules.PROMOTION)
    const promotions = await promotionService.listPromotions({}, { select: ["id"] })
    await promotionService.updatePromotions(promotions.map((p) => ({ id: p.id, is_tax_inclusive: false })) as any)
    const stale = await gstState(container, seeded.regionId)
    expect(stale.regionTaxInclusive).toBe(false)
    expect(stale.rates).toHaveLength(1)

    await seed(container)
    const after = await gstState(container, seeded.regionId)
    expect(after.regionTaxInclusive).toBe(true)
    expect(after.rates.find((r: any) => r.is_default)).toMatchObject({ code: defaultRate.code, rate: 18 })
    expect(after.rates.map((r: any) => r.code).sort()).toEqual(before.rates.map((r: any) => r.code).sort())
    expect(after.promotions.every((p: any) => p.is_tax_inclusive === true)).toBe(true)

    const asha = await newCustomer(api, seeded, "gst-upgrade@example.com")
    await addToCart(api, asha.token, "P1", 2)
    const { data } = await api.post("/api/coupons/validate", { code: "FESTIVE20", orderAmount: 598 }, as(asha.token))
    expect(data.valid).toBe(true)
    // 598 - 20% = 478.40, below 599: shipping 99 -> 577.40, exactly as before GST.
    expect(await cartTotals(api, asha.token)).toMatchObject({ subtotal: 598, discount: 119.6, shipping: 99, total: 577.4 })
  })

  /**
   * Composite supply (CGST Act s.2(30), s.8(a)): the shipping charge takes the
   * rate of the cart's principal supply (the goods line with the highest taxable
   * value), recomputed from all of the cart's goods on every item change.
   * S1 is a ₹99 incense pack (5%), P1 a ₹299 perfume (18%).
   */
  describe("composite supply", () => {
    async function openCart(customerId: string): Promise<Cart> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "cart",
        fields: ["id", "completed_at", "items.id", "items.tax_lines.rate", "shipping_methods.amount", "shipping_methods.tax_lines.*"],
        filters: { customer_id: customerId },
      })
      return data.find((c: { completed_at?: unknown }) => !c.completed_at) as unknown as Cart
    }
    const shippingRates = (cart: Cart) => cart.shipping_methods.flatMap((m) => m.tax_lines.map((l) => Number(l.rate)))
    // Medusa rounds the cart's summed tax once, so it may differ by a paisa from the sum of the rounded parts.
    const expectWithinAPaisa = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.0101)
    const cartTax = async (token: string) => (await api.get("/api/auth/cart", as(token))).data.totals.tax as number

    it("re-taxes the shipping from all items whatever order they were added in, and the cart's GST follows", async () => {
      const shopper = await newCustomer(api, seeded, "composite-order@example.com")
      await addToCart(api, shopper.token, "S1", 1) // incense first: the shipping follows it at 5%
      let cart = await openCart(shopper.id)
      expect(cart.shipping_methods).toHaveLength(1)
      expect(Number(cart.shipping_methods[0].amount)).toBe(99)
      expect(shippingRates(cart)).toEqual([5])
      expect(cart.shipping_methods[0].tax_lines[0].provider_id).toBe("gst")
      // 99 at 5% inside the goods, 99 at 5% inside the shipping.
      expectWithinAPaisa(await cartTax(shopper.token), 4.71 + 4.71)

      await addToCart(api, shopper.token, "P1", 1) // a ₹299 perfume at 18% now outweighs the incense
      cart = await openCart(shopper.id)
      expect(shippingRates(cart)).toEqual([18])
      // What the storefront's cart shows as "Inclusive of GST": 4.71 + 45.61 + 15.10 (the shipping at 18%).
      expectWithinAPaisa(await cartTax(shopper.token), 65.42)

      // Quantities count: four incense packs (₹396, taxable 377.14) outweigh the perfume (taxable 253.39).
      expect((await api.put("/api/auth/cart/S1", { quantity: 4 }, as(shopper.token))).status).toBe(200)
      expect(shippingRates(await openCart(shopper.id))).toEqual([5])
      expect((await api.put("/api/auth/cart/S1", { quantity: 1 }, as(shopper.token))).status).toBe(200)
      expect(shippingRates(await openCart(shopper.id))).toEqual([18])

      // Removing the perfume leaves incense only: back to 5%.
      expect((await api.delete("/api/auth/cart/P1", as(shopper.token))).status).toBe(200)
      expect(shippingRates(await openCart(shopper.id))).toEqual([5])
    })

    it("invoices an incense-only order's ₹99 shipping at 5%, a mixed order's at the perfume's 18%", async () => {
      const shopper = await newCustomer(api, seeded, "composite-invoice@example.com")
      const place = async (items: [string, number][]) => {
        for (const [id, qty] of items) await addToCart(api, shopper.token, id, qty)
        const res = await placeOrder(api, shopper.token, orderBody(await cartTotals(api, shopper.token)))
        expect(res.status).toBe(201)
        const order = res.data.order as { id: string; total: number }
        expect((await api.put(`/api/admin/orders/${order.id}/confirm`, { note: "Paid" }, as(operator))).status).toBe(200)
        const pdf = await api.get(`/api/auth/orders/${order.id}/invoice`, { ...as(shopper.token), responseType: "arraybuffer" })
        expect(pdf.status).toBe(200)
        return pdfText(Buffer.from(pdf.data))
      }

      // To Pune (Maharashtra), another state than the store's: IGST. 99 at 5%: 94.29 taxable + 4.71.
      const incense = await place([["S1", 2]])
      expect(incense).toMatch(/Chandan Pooja Agarbatti\s+330741\s+2 NOS\s+₹188\.57\s+5%\s+₹9\.43\s+₹198\.00/)
      expect(incense).toMatch(/Shipping\s+996812\s+1\s+₹94\.29\s+5%\s+₹4\.71\s+₹99\.00/)

      const mixed = await place([
        ["S1", 1],
        ["P1", 1],
      ])
      expect(mixed).toMatch(/Shipping\s+996812\s+1\s+₹83\.90\s+18%\s+₹15\.10\s+₹99\.00/)
    })
  })
}
