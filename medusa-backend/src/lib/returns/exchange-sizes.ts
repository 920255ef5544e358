import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { listCatalogueProducts } from "../catalogue/products"
import type { CatalogueProduct } from "../catalogue/product-view"

/** A size an exchange may take: a sellable catalogue product with its price today and its stock. */
export type ExchangeSize = Pick<CatalogueProduct, "id" | "medusaId" | "variantId" | "name" | "size" | "price"> & { stock: number }

/**
 * The other sizes of each product (issue 45's exchange): in this shop a size is a catalogue product
 * of its own (one Medusa product, one variant, `metadata.size`; the dashboard's Add Product makes
 * one per size), so "the same product" is the same name, brand and category in another size,
 * sellable and in stock, priced as the catalogue prices it. Keyed by the Medusa product id asked for.
 */
export async function otherSizes(container: MedusaContainer, productIds: string[]): Promise<Map<string, ExchangeSize[]>> {
  const out = new Map<string, ExchangeSize[]>()
  const ids = [...new Set(productIds.filter(Boolean))]
  if (!ids.length) return out
  const originals = await listCatalogueProducts(container, { medusaIds: ids })
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const titles = [...new Set(originals.map((p) => p.name))]
  const { data } = titles.length ? await query.graph({ entity: "product", fields: ["id"], filters: { title: titles } }) : { data: [] }
  const namesakes = await listCatalogueProducts(container, { medusaIds: (data as { id: string }[]).map((p) => p.id), withStock: true })
  for (const original of originals) {
    const sizes = namesakes
      .filter(
        (p) =>
          p.medusaId !== original.medusaId &&
          p.name === original.name &&
          p.brand === original.brand &&
          p.category === original.category &&
          p.size !== original.size &&
          !!p.variantId &&
          (p.stockQuantity ?? 0) > 0
      )
      .map((p) => ({
        id: p.id,
        medusaId: p.medusaId,
        variantId: p.variantId,
        name: p.name,
        size: p.size,
        price: p.price,
        stock: p.stockQuantity ?? 0,
      }))
      .sort((a, b) => a.price - b.price)
    out.set(original.medusaId, sizes)
  }
  return out
}
