import type { IOrderModuleService, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { isChargeLine } from "./charge-lines"
import { amount } from "./to-order-view"

type OrderLine = {
  id: string
  quantity: unknown
  variant_id?: string | null
  metadata?: Record<string, unknown> | null
  detail?: { fulfilled_quantity?: unknown } | null
}

export type ChargeFulfilment = { order_id: string; items: { id: string; quantity: number }[] } | null

/** Medusa's reference on the order change that records the charges as done (no parcel, no fulfilment record). */
export const CHARGE_LINES_REFERENCE = "sugandh_charge_lines"

const openCharges = (lines: OrderLine[]) =>
  lines
    .filter((i) => isChargeLine(i))
    .map((i) => ({ id: i.id, quantity: amount(i.quantity as never) - amount((i.detail?.fulfilled_quantity ?? 0) as never) }))
    .filter((i) => i.quantity > 0)

/**
 * Records the order's charge lines (the COD fee, the gift wrap) as fulfilled
 * with the Order module's registerFulfillment: services with nothing to pack,
 * so Medusa's admin never lists them as items to fulfil. Medusa 2.21's order
 * page shows a second "Unfulfilled items" card for every line with
 * `requires_shipping: false` and fulfilled < quantity
 * (dashboard order-fulfillment-section.tsx, `unfulfilledItemsWithoutShipping`),
 * and its fulfillment_status counts every line's fulfilled quantity
 * (core-flows order/utils/aggregate-status.ts), so done lines are what keep
 * its list at "Fulfilled/Shipped/Delivered" when the goods are. No Medusa
 * fulfilment is created, so the order still reads "Not fulfilled" until the
 * goods are. Never delivered, so Medusa's return, exchange and claim forms
 * (selectable only when delivered, dashboard lib/rma.ts) cannot pick them.
 * Answers what it recorded (null: nothing was open).
 */
export async function fulfilChargeLines(container: MedusaContainer, orderId: string): Promise<ChargeFulfilment> {
  const orders = container.resolve(Modules.ORDER)
  return recordOpenCharges(orders, await orders.retrieveOrder(orderId, { relations: ["items", "items.detail"] }))
}

/** The open charge lines of an order read with its items' details, recorded as done (null: none open, or cancelled). */
async function recordOpenCharges(
  orders: IOrderModuleService,
  order: { id: string; canceled_at?: unknown; items?: unknown[] | null }
): Promise<ChargeFulfilment> {
  if (order.canceled_at) return null
  const open = openCharges((order.items ?? []) as unknown as OrderLine[])
  if (!open.length) return null
  const charges = { order_id: order.id, items: open }
  await orders.registerFulfillment({ ...charges, reference: CHARGE_LINES_REFERENCE })
  return charges
}

/**
 * Orders placed before charges were recorded as done at placement: each open order's open charge lines,
 * in batches. Idempotent; answers how many orders it changed.
 */
export async function backfillChargeLines(container: MedusaContainer, batch = 200): Promise<number> {
  const orders = container.resolve(Modules.ORDER)
  let changed = 0
  for (let skip = 0; ; skip += batch) {
    // The Order module (not Query): an item's fulfilled quantity lives on its order-item detail.
    const page = await orders.listOrders({}, { relations: ["items", "items.detail"], skip, take: batch, order: { created_at: "ASC" } })
    for (const order of page) if (await recordOpenCharges(orders, order)) changed++
    if (page.length < batch) return changed
  }
}
