import type { MedusaContainer, RemoteQueryFunction } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { HANDLE_HISTORY_MODULE, type HandleHistoryModuleService } from "../../modules/handle-history"

const PAGE = 500

type ProductHandleRow = { id: string; handle?: string | null }

/**
 * Records each product's current handle in the handle history (once per
 * product and handle), so it is still known after a rename. Runs for the
 * products an event names (subscribers/product-handle-history.ts), and for all
 * products after the seed and once at migration (migration-scripts), since
 * `medusa exec` runs no subscribers.
 */
export async function recordProductHandles(container: MedusaContainer, productIds?: string[]): Promise<number> {
  const query = container.resolve<RemoteQueryFunction>(ContainerRegistrationKeys.QUERY)
  let recorded = 0
  for (let skip = 0; ; skip += PAGE) {
    const { data } = await query.graph({
      entity: "product",
      fields: ["id", "handle"],
      filters: productIds ? { id: productIds } : {},
      pagination: { skip, take: PAGE, order: { id: "ASC" } },
    })
    const rows = (data as ProductHandleRow[]).filter((p) => !!p.handle)
    recorded += await recordPage(container, rows)
    if (data.length < PAGE) return recorded
  }
}

async function recordPage(container: MedusaContainer, rows: ProductHandleRow[]): Promise<number> {
  if (!rows.length) return 0
  const history = container.resolve<HandleHistoryModuleService>(HANDLE_HISTORY_MODULE)
  const known = await history.listProductHandles({ product_id: rows.map((r) => r.id) }, { select: ["product_id", "handle"] })
  const seen = new Set(known.map((k) => `${k.product_id} ${k.handle}`))
  const missing = rows.filter((r) => !seen.has(`${r.id} ${r.handle}`)).map((r) => ({ product_id: r.id, handle: r.handle! }))
  if (!missing.length) return 0
  try {
    await history.createProductHandles(missing)
  } catch (error) {
    // Two events for one product at once: the unique index kept one row; recording again finds it.
    if (missing.length === 1) return 0
    throw error
  }
  return missing.length
}

/** The handles each product had before its current one (for its search document). */
export async function formerHandlesOf(
  query: RemoteQueryFunction,
  products: { id: string; handle?: string | null }[]
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>()
  if (!products.length) return result
  const { data } = await query.graph({
    entity: "product_handle",
    fields: ["product_id", "handle"],
    filters: { product_id: products.map((p) => p.id) },
  })
  const current = new Map(products.map((p) => [p.id, p.handle ?? ""]))
  for (const row of data as { product_id: string; handle: string }[]) {
    if (row.handle === current.get(row.product_id)) continue
    result.set(row.product_id, [...(result.get(row.product_id) ?? []), row.handle])
  }
  return result
}
