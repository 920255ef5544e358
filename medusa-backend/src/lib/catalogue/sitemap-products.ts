import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { shopProductId } from "../search/product-document"
import { getStoreContext } from "./store-context"

/**
 * The sitemap's products, read from Medusa's product table rather than the
 * search index: the index can only walk its documents by an id inside the
 * JSON, which no database index serves (one 100-product page cost about
 * 90 ms at 50,000 products, so a full sitemap file took 48 s). The product
 * table's primary key serves both the offset to a file's first product and the
 * walk through it (bench/RESULTS.md, "50,000 products").
 *
 * Files cut the published products in id order into runs of `size`; a
 * product outside the store's sales channel keeps its place but is left out,
 * so files never overlap and never exceed `size`.
 */

// Products read per query: bounds the memory of one step, whatever the file's size.
const CHUNK = 5_000

type Row = {
  id: string
  handle?: string | null
  external_id?: string | null
  updated_at?: Date | string | null
  sales_channels?: ({ id: string } | null)[] | null
}

export type SitemapProduct = { id: string; updatedAt: string }

/** How many files of `size` products the published catalogue needs (at least one, so the sitemap index never names nothing). */
export async function sitemapPartCount(container: MedusaContainer, size: number): Promise<number> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  // Query counts only when the pagination names `skip`.
  const { metadata } = await query.graph({
    entity: "product",
    fields: ["id"],
    filters: { status: "published" },
    pagination: { skip: 0, take: 1 },
  })
  return Math.max(1, Math.ceil((metadata?.count ?? 0) / size))
}

/** The published products of file `part` (1-based) in id order; null when the catalogue has no such file. */
export async function sitemapProducts(container: MedusaContainer, part: number, size: number): Promise<SitemapProduct[] | null> {
  const { salesChannelId } = await getStoreContext(container)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const products: SitemapProduct[] = []
  let skip = (part - 1) * size
  let after: string | undefined
  let read = 0
  while (read < size) {
    const take = Math.min(CHUNK, size - read)
    const { data } = await query.graph({
      entity: "product",
      fields: ["id", "handle", "external_id", "updated_at", "sales_channels.id"],
      filters: after ? { status: "published", id: { $gt: after } } : { status: "published" },
      // Only the first chunk skips to the file's start; the rest continue after the last id read.
      pagination: { skip, take, order: { id: "ASC" } },
    })
    const rows = data as Row[]
    if (read === 0 && rows.length === 0 && part > 1) return null
    for (const row of rows) {
      if ((row.sales_channels ?? []).some((channel) => channel?.id === salesChannelId)) {
        products.push({ id: shopProductId(row), updatedAt: new Date(row.updated_at ?? 0).toISOString() })
      }
    }
    read += rows.length
    if (rows.length < take) break
    after = rows.at(-1)!.id
    skip = 0
  }
  return products
}
