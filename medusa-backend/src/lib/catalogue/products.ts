import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, getVariantAvailability, QueryContext } from "@medusajs/framework/utils"
import { getStoreContext } from "./store-context"
import { CATALOGUE_PRODUCT_FIELDS, toCatalogueProduct, type CatalogueProduct, type QueriedProduct } from "./product-view"

type Filters = { medusaIds?: string[]; catalogueIds?: string[]; withStock?: boolean }

/**
 * Published products of the store's sales channel with their current prices.
 * Catalogue ids match external_id case-insensitively ("p1" finds "P1").
 */
export async function listCatalogueProducts(container: MedusaContainer, filters: Filters): Promise<CatalogueProduct[]> {
  const medusaIds = unique(filters.medusaIds ?? [])
  const catalogueIds = unique((filters.catalogueIds ?? []).map((id) => id.toUpperCase()))
  if (!medusaIds.length && !catalogueIds.length) return []

  const store = await getStoreContext(container)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const context = {
    variants: { calculated_price: QueryContext({ region_id: store.regionId, currency_code: store.currencyCode }) },
  }
  const lookups = [
    medusaIds.length ? query.graph({ entity: "product", fields: CATALOGUE_PRODUCT_FIELDS, filters: { id: medusaIds }, context }) : null,
    catalogueIds.length
      ? query.graph({ entity: "product", fields: CATALOGUE_PRODUCT_FIELDS, filters: { external_id: catalogueIds }, context })
      : null,
  ]
  type Found = QueriedProduct & { status?: string; sales_channels?: ({ id: string } | null)[] }
  const found = new Map<string, Found>()
  for (const result of await Promise.all(lookups)) {
    // Our own shape of the fields asked for (Query types rows only through generated entry points, which describe the whole entity).
    for (const product of (result?.data ?? []) as Found[]) found.set(product.id, product)
  }

  const sellable = [...found.values()].filter(
    (p) => p.status === "published" && (p.sales_channels ?? []).some((c) => c?.id === store.salesChannelId)
  )
  const products = sellable.map(toCatalogueProduct)
  if (filters.withStock) {
    await attachStock(container, products, store.salesChannelId)
  }
  return products
}

/** One product by catalogue id ("P1", "p1") or Medusa id ("prod_..."); null when not sellable. */
export async function findProductByAnyId(
  container: MedusaContainer,
  idOrCatalogueId: string,
  options: { withStock?: boolean } = {}
): Promise<CatalogueProduct | null> {
  const id = idOrCatalogueId.trim()
  if (!id) return null
  const filters = id.startsWith("prod_") ? { medusaIds: [id] } : { catalogueIds: [id] }
  const [product] = await listCatalogueProducts(container, { ...filters, withStock: options.withStock })
  return product ?? null
}

async function attachStock(container: MedusaContainer, products: CatalogueProduct[], salesChannelId: string) {
  const variantIds = products.map((p) => p.variantId).filter((id): id is string => !!id)
  if (!variantIds.length) return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const availability = await getVariantAvailability(query, { variant_ids: variantIds, sales_channel_id: salesChannelId })
  for (const product of products) {
    product.stockQuantity = product.variantId ? (availability[product.variantId]?.availability ?? null) : null
  }
}

function unique(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))]
}
