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

/**
 * Every product (any status), newest first, with the prices checkout charges
 * (Medusa's calculated price in the store's region) and the stock the
 * storefront can sell (inventory levels of the sales channel's locations).
 */
export async function listAdminProducts(container: MedusaContainer, filters: Record<string, unknown> = {}): Promise<AdminProductEntry[]> {
  const store = await getStoreContext(container)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: FIELDS,
    filters,
    pagination: { order: { created_at: "DESC" } },
    context: { variants: { calculated_price: QueryContext({ region_id: store.regionId, currency_code: store.currencyCode }) } },
  })
  const rows = data as Row[]
  const tracked = rows.flatMap((p) => (p.variants ?? []).filter((v): v is Variant => !!v?.manage_inventory).map((v) => v.id))
  const availability = tracked.length
    ? await getVariantAvailability(query, { variant_ids: tracked, sales_channel_id: store.salesChannelId })
    : {}

  return rows.map((row) => {
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
}
