import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, getVariantAvailability, QueryContext } from "@medusajs/framework/utils"
import { getStoreContext } from "../../../../lib/catalogue/store-context"
import { CATALOGUE_PRODUCT_FIELDS, toCatalogueProduct, type QueriedProduct } from "../../../../lib/catalogue/product-view"

/** The dashboard's product (requirements ADM-06) plus fields the dashboard can use. */
type AdminProductEntry = {
  _id: string
  /** Catalogue id (P1) or the Medusa id when the product has none. */
  id: string
  handle: string
  name: string
  brand: string
  category: string
  fragrance: string
  size: string
  price: number
  originalPrice: number
  launchOffer: string | null
  featured: boolean
  status: string
  /** Units the storefront can still sell (stocked less reserved); null when not tracked. */
  stockQuantity: number | null
  images: { url: string }[]
  createdAt: string
}

// The catalogue's fields, and what only the dashboard shows (stock tracking, creation date).
const FIELDS = [...CATALOGUE_PRODUCT_FIELDS, "created_at", "variants.manage_inventory"]

type Variant = NonNullable<NonNullable<QueriedProduct["variants"]>[number]> & { manage_inventory?: boolean }
type Row = Omit<QueriedProduct, "variants"> & {
  status?: string
  created_at?: string | Date
  variants?: (Variant | null)[] | null
}

/** A page of the list: `take` absent means every product (the spec's answer). */
export type AdminProductsPage = { skip: number; take?: number }

/**
 * Products (any status), newest first, with the prices checkout charges
 * (Medusa's calculated price in the store's region) and the stock the
 * storefront can sell (inventory levels of the sales channel's locations).
 * With a page, only that page is read (prices and stock included) and
 * `count` is the total, so a 50,000-product catalogue costs one page.
 */
export async function listAdminProducts(
  container: MedusaContainer,
  filters: Record<string, unknown> = {},
  page: AdminProductsPage = { skip: 0 }
): Promise<{ products: AdminProductEntry[]; count: number }> {
  const store = await getStoreContext(container)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  // `id` breaks ties between products created in the same instant, so pages never overlap.
  const order = { created_at: "DESC", id: "DESC" } as const
  const { data, metadata } = await query.graph({
    entity: "product",
    fields: FIELDS,
    filters,
    pagination: page.take === undefined ? { order } : { order, skip: page.skip, take: page.take },
    context: { variants: { calculated_price: QueryContext({ region_id: store.regionId, currency_code: store.currencyCode }) } },
  })
  const rows = data as Row[]
  const count = metadata?.count ?? rows.length
  const tracked = rows.flatMap((p) => (p.variants ?? []).filter((v): v is Variant => !!v?.manage_inventory).map((v) => v.id))
  const availability = tracked.length
    ? await getVariantAvailability(query, { variant_ids: tracked, sales_channel_id: store.salesChannelId })
    : {}

  const products = rows.map((row): AdminProductEntry => {
    const view = toCatalogueProduct(row)
    const variant = row.variants?.find(Boolean)
    const images = (row.images ?? []).map((i) => i?.url).filter((u): u is string => !!u)
    if (!images.length && row.thumbnail) images.push(row.thumbnail)
    return {
      _id: row.id,
      id: view.id,
      handle: view.handle,
      name: view.name,
      brand: view.brand,
      category: view.category,
      fragrance: view.fragrance,
      size: view.size,
      price: view.price,
      originalPrice: view.originalPrice,
      launchOffer: view.launchOffer,
      featured: view.featured,
      status: row.status ?? "",
      stockQuantity: variant?.manage_inventory ? (availability[variant.id]?.availability ?? 0) : null,
      images: images.map((url) => ({ url })),
      createdAt: row.created_at ? new Date(row.created_at).toISOString() : "",
    }
  })
  return { products, count }
}
