import { describe, expect, it, vi } from "vitest"
import type { StoreClient } from "@/lib/store-api"
import { getCatalogue, PRODUCT_FIELDS } from "./get-catalogue"

const CONFIG = {
  publishableKey: "pk_1",
  regionId: "reg_1",
  currency: "inr",
  storeName: "Sugandh",
  contact: { phone: "", email: "", whatsapp: "", hours: "" },
  social: { instagram: "", facebook: "", youtube: "" },
  festivalCode: "",
}

const storeProduct = (n: number) => ({
  id: `prod_${n}`,
  handle: `p${n}`,
  external_id: `P${n}`,
  title: `Product ${n}`,
  categories: [{ handle: "perfumes" }],
  variants: [{ id: `variant_${n}`, calculated_price: { calculated_amount: 299, original_amount: 399 } }],
})

function clientAnswering(pages: Array<{ products?: unknown[]; count?: number }>) {
  const get = vi.fn(async () => pages.shift())
  return { client: { config: CONFIG, get } as unknown as StoreClient, get }
}

describe("getCatalogue", () => {
  it("asks for the mapper's fields only, priced in the configured region", async () => {
    const { client, get } = clientAnswering([{ products: [storeProduct(1)], count: 1 }])
    const products = await getCatalogue(client)
    expect(products).toHaveLength(1)
    expect(products[0]).toMatchObject({ id: "P1", category: "perfumes", price: 299, originalPrice: 399 })
    expect(get).toHaveBeenCalledWith(
      "/products",
      expect.objectContaining({ region_id: "reg_1", offset: 0, fields: PRODUCT_FIELDS }),
      expect.anything()
    )
    expect(PRODUCT_FIELDS).toContain("variants.calculated_price")
    expect(PRODUCT_FIELDS).toContain("*categories")
  })

  it("reads further pages until Medusa's count is reached", async () => {
    const first = Array.from({ length: 100 }, (_, i) => storeProduct(i + 1))
    const { client, get } = clientAnswering([
      { products: first, count: 101 },
      { products: [storeProduct(101)], count: 101 },
    ])
    expect(await getCatalogue(client)).toHaveLength(101)
    expect(get).toHaveBeenCalledTimes(2)
    expect(get).toHaveBeenLastCalledWith("/products", expect.objectContaining({ offset: 100 }), expect.anything())
  })

  it("fails on an answer without a product list instead of showing an empty shop", async () => {
    const { client } = clientAnswering([{ count: 3 }])
    await expect(getCatalogue(client)).rejects.toThrow("no product list")
  })
})
