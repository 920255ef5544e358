import type { ExchangeAnswer } from "@sugandh/contract"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { readOrders } from "../orders/read-orders"
import { amount } from "../orders/to-order-view"
import { RETURN_META, type ReturnRow } from "./return-answer"
import { META } from "../orders/metadata"
import { loadOrderView } from "../orders/queries"

type Resolver = { resolve: (key: string) => unknown }
type Query = { graph: (q: { entity: string; fields: string[]; filters?: Record<string, unknown> }) => Promise<{ data: unknown[] }> }

type ExchangeRow = { id: string; order_id: string; additional_items?: ({ item_id: string; quantity: unknown } | null)[] | null }
type OrderItem = {
  id: string
  unit_price?: unknown
  title?: string | null
  product_title?: string | null
  product?: { external_id?: string | null; metadata?: Record<string, unknown> | null } | null
}
type OrderRow = {
  id: string
  canceled_at?: unknown
  metadata?: Record<string, unknown> | null
  items?: (OrderItem | null)[] | null
  fulfillments?: ({
    shipped_at?: unknown
    canceled_at?: unknown
    items?: ({ line_item_id?: string | null } | null)[] | null
    labels?: ({ tracking_number?: string | null } | null)[] | null
  } | null)[]
}

/** The exchange's lines the shopper chose (kept on the return: the returned line and the size it becomes). */
export const exchangeLinesOf = (row: Pick<ReturnRow, "metadata">) =>
  (Array.isArray(row.metadata?.[RETURN_META.exchange]) ? row.metadata![RETURN_META.exchange] : []) as { line: number; productId: string }[]

const paise = (rupees: number) => Math.round(rupees * 100)

/**
 * Medusa's order exchanges behind these returns as the shop answers them: the new items (priced by
 * Medusa), the difference by Medusa's own arithmetic (the new items' unit prices less the returned
 * units', as its order summary counts an exchange), what of it is still owed (the order's
 * pending_difference, when positive) and whether the new items left (a shipped fulfilment holding
 * them). Keyed by return id; returns without an exchange are absent.
 */
export async function readExchangeAnswers(container: Resolver, rows: ReturnRow[]): Promise<Map<string, ExchangeAnswer>> {
  const out = new Map<string, ExchangeAnswer>()
  const withExchange = rows.filter((r) => r.exchange_id)
  if (!withExchange.length) return out
  const query = container.resolve(ContainerRegistrationKeys.QUERY) as Query
  const { data } = await query.graph({
    entity: "order_exchange",
    fields: ["id", "order_id", "additional_items.item_id", "additional_items.quantity"],
    filters: { id: withExchange.map((r) => r.exchange_id!) },
  })
  const exchanges = new Map((data as ExchangeRow[]).map((e) => [e.id, e]))
  const orders = await readOrders<OrderRow>(container, {
    fields: [
      "id",
      "canceled_at",
      "metadata",
      "items.id",
      "items.unit_price",
      "items.title",
      "items.product_title",
      "items.product.external_id",
      "items.product.metadata",
      "fulfillments.shipped_at",
      "fulfillments.canceled_at",
      "fulfillments.items.line_item_id",
      "fulfillments.labels.tracking_number",
    ],
    filters: { id: [...new Set(withExchange.map((r) => r.order_id))] },
  })
  const orderById = new Map(orders.map((o) => [o.id, o]))
  for (const row of withExchange) {
    const exchange = exchanges.get(row.exchange_id!)
    const order = orderById.get(row.order_id)
    if (!exchange || !order) continue
    const items = new Map((order.items ?? []).filter((i): i is OrderItem => !!i).map((i) => [i.id, i]))
    const chosen = exchangeLinesOf(row)
    const added = (exchange.additional_items ?? []).filter((a): a is NonNullable<typeof a> => !!a)
    const newItems = added.map((a) => {
      const item = items.get(a.item_id)
      const productId = item?.product?.external_id ?? ""
      return {
        line: chosen.find((c) => c.productId.toUpperCase() === productId.toUpperCase())?.line ?? 0,
        productId,
        title: item?.product_title || item?.title || "",
        size: typeof item?.product?.metadata?.size === "string" ? (item.product.metadata.size as string) : "",
        quantity: amount(a.quantity as number),
        price: amount(item?.unit_price as number),
      }
    })
    const returned = (row.items ?? [])
      .filter((i): i is NonNullable<typeof i> => !!i)
      .reduce((sum, i) => sum + paise(amount(items.get(i.item_id)?.unit_price as number)) * amount(i.quantity as number), 0)
    const difference = (newItems.reduce((sum, i) => sum + paise(i.price) * i.quantity, 0) - returned) / 100
    const ids = new Set(added.map((a) => a.item_id))
    const parcel = (order.fulfillments ?? []).find(
      (f) => !!f && !f.canceled_at && !!f.shipped_at && (f.items ?? []).some((i) => !!i?.line_item_id && ids.has(i.line_item_id))
    )
    // What is owed as the order's own answer states it (lib/orders/to-order-view: Medusa's pending difference).
    const owed = (await loadOrderView(container as never, row.order_id))?.amountDue ?? 0
    out.set(row.id, {
      id: exchange.id,
      items: newItems,
      difference,
      amountDue: difference > 0 ? Math.min(difference, owed) : 0,
      cashOnDelivery: order.metadata?.[META.paymentMethod] === "cod",
      shipped: !!parcel,
      trackingNumber: parcel?.labels?.find((l) => l?.tracking_number)?.tracking_number ?? null,
    })
  }
  return out
}
