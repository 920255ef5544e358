import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { formatOrderNumber } from "./order-number"

type OrderNumberRow = { id: string; display_id: number; custom_display_id?: string | null }

/**
 * The shop's order number ("ORD-1001") stored as the order's `custom_display_id`, the field Medusa 2.21's
 * order search (`GET /admin/orders?q=`, an ILIKE over the Order model's searchable text fields) reads
 * and its admin shows in place of "#1". Still derived from display_id (lib/orders/order-number), so the
 * stored copy cannot drift: an order that has another value is left alone. Returns how many it wrote.
 */
export async function recordOrderNumbers(container: Pick<MedusaContainer, "resolve">, orderIds: string[]): Promise<number> {
  if (!orderIds.length) return 0
  const orders = container.resolve(Modules.ORDER)
  const rows = (await orders.listOrders({ id: orderIds }, { select: ["id", "display_id", "custom_display_id"] })) as OrderNumberRow[]
  const missing = rows.filter((o) => !o.custom_display_id)
  if (!missing.length) return 0
  // custom_display_id is a column of the Order model that UpdateOrderDTO does not list; updateOrders writes it as given.
  await orders.updateOrders(missing.map((o) => ({ id: o.id, custom_display_id: formatOrderNumber(o.display_id) })) as never)
  return missing.length
}

/** Every order without a stored number (orders placed before numbers were stored), in batches; returns how many it wrote. */
export async function backfillOrderNumbers(container: Pick<MedusaContainer, "resolve">, batch = 200): Promise<number> {
  const orders = container.resolve(Modules.ORDER)
  let written = 0
  for (;;) {
    const rows = await orders.listOrders({ custom_display_id: null } as never, {
      select: ["id"],
      take: batch,
      order: { created_at: "ASC" },
    })
    if (!rows.length) return written
    const count = await recordOrderNumbers(
      container,
      rows.map((r) => r.id)
    )
    written += count
    if (!count) return written
  }
}
