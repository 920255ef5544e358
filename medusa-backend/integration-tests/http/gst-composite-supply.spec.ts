import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../helpers/runner"
import type { SeedResult } from "../../src/scripts/seed"
import { addToCart, ADMIN, as, cartTotals, login, newCustomer, orderBody, placeOrder, seed } from "../helpers/checkout"

jest.setTimeout(600 * 1000)

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

/**
 * Composite supply (CGST Act s.2(30), s.8(a)): the shipping charge takes the
 * rate of the cart's principal supply (the goods line with the highest taxable
 * value), recomputed from all of the cart's goods on every item change.
 * S1 is a ₹99 incense pack (5%), P1 a ₹299 perfume (18%).
 */
integrationTestRunner({
  from: "seeded",
  testSuite: ({ api, getContainer }) => {
    let seeded: SeedResult
    let admin: string

    beforeAll(async () => {
      seeded = await seed(getContainer())
      admin = await login(api, ADMIN)
    })

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
        expect((await api.put(`/api/admin/orders/${order.id}/confirm`, { note: "Paid" }, as(admin))).status).toBe(200)
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
  },
})
