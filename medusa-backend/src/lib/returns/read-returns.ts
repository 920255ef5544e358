import type { ReturnAnswer } from "@sugandh/contract"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { inInvoiceOrder } from "../invoices/invoice-order"
import { readOrders } from "../orders/read-orders"
import { RETURN_FIELDS, toReturnAnswer, type RefundRecordState, type ReturnRow } from "./return-answer"
import { REFUND_DUE_MODULE } from "../../modules/refund-due"
import type RefundDueModuleService from "../../modules/refund-due/service"
import { refundSourceKey } from "../refunds/source"
import { readExchangeAnswers } from "./exchange-answer"

type Resolver = { resolve: (key: string) => unknown }
type Query = {
  graph: (q: { entity: string; fields: string[]; filters?: Record<string, unknown>; pagination?: unknown }) => Promise<{ data: unknown[] }>
}

type OrderLinesRow = {
  id: string
  display_id: number
  items?: ({ id: string; created_at?: unknown; title?: string | null; product_title?: string | null } | null)[]
}

/** Each order's display id and its items in the invoice's order (lib/invoices/invoice-order). */
async function orderLines(container: Resolver, orderIds: string[]) {
  if (!orderIds.length) return new Map<string, { displayId: number; lines: { itemId: string; line: number; title: string }[] }>()
  const rows = await readOrders<OrderLinesRow>(container, {
    fields: ["id", "display_id", "items.id", "items.created_at", "items.title", "items.product_title"],
    filters: { id: orderIds },
  })
  return new Map(
    rows.map((o) => [
      o.id,
      {
        displayId: o.display_id,
        lines: inInvoiceOrder(o.items ?? []).map((item, i) => ({
          itemId: item.id,
          line: i + 1,
          title: item.product_title || item.title || "",
        })),
      },
    ])
  )
}

/** The refund source of a return: the return itself, or for an exchange's return the exchange's difference (D2). */
export function returnRefundSource(row: Pick<ReturnRow, "id" | "exchange_id">) {
  return row.exchange_id ? { kind: "exchange-difference" as const, id: row.exchange_id } : { kind: "return" as const, id: row.id }
}
const returnRefundKey = (row: Pick<ReturnRow, "id" | "exchange_id">) => refundSourceKey(returnRefundSource(row))

/** Medusa returns (the record) as the shop answers them, oldest first. */
export async function readReturns(container: Resolver, filters: Record<string, unknown>): Promise<ReturnAnswer[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY) as Query
  const { data } = await query.graph({
    entity: "return",
    fields: RETURN_FIELDS,
    filters,
    pagination: { order: { created_at: "ASC" } },
  })
  const rows = data as ReturnRow[]
  const orders = await orderLines(container, [...new Set(rows.map((r) => r.order_id))])
  const keys = rows.map(returnRefundKey)
  const dues = keys.length
    ? await (container.resolve(REFUND_DUE_MODULE) as RefundDueModuleService).listRefundDues({ source_key: keys })
    : []
  const refundOf = new Map(dues.map((d) => [d.source_key, d.state as RefundRecordState]))
  const exchanges = await readExchangeAnswers(container, rows)
  return rows
    .filter((r) => orders.has(r.order_id))
    .map((r) => toReturnAnswer(r, orders.get(r.order_id)!, refundOf.get(returnRefundKey(r)) ?? null, exchanges.get(r.id) ?? null))
}

export async function readReturn(container: Resolver, returnId: string): Promise<ReturnAnswer | null> {
  const [found] = await readReturns(container, { id: returnId })
  return found ?? null
}

/** The raw Medusa return (its metadata for a decision), or null. */
export async function readReturnRow(container: Resolver, returnId: string): Promise<ReturnRow | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY) as Query
  const { data } = await query.graph({ entity: "return", fields: RETURN_FIELDS, filters: { id: returnId } })
  return (data[0] as ReturnRow | undefined) ?? null
}
