import type { MedusaContainer } from "@medusajs/framework/types"
import type { CodHistory } from "@sugandh/contract"
import { listOrderViews } from "../orders/queries"
import type { OrderView } from "../orders/to-order-view"
import { COD_MESSAGES } from "./settings"

export type { CodHistory }

/**
 * An account's cash-on-delivery record, for the operator deciding whether to
 * confirm its next COD order (shown beside "Confirm COD order") and for the
 * open-order cap (issue 43): every COD order counted once by where it stands.
 * "Returned undelivered" is the RTO (the courier brought the parcel back:
 * refused at the door or nobody there); "cancelled" is before shipping;
 * "open" is placed and not shipped (each holds stock), "shipped" on the way.
 */
const isRto = (order: OrderView) => order.orderStatus === "cancelled" && order.cancelReason === COD_MESSAGES.returnedUndelivered

export function codHistoryOf(orders: OrderView[]): CodHistory {
  const cod = orders.filter((order) => order.paymentMethod === "cod")
  const count = (test: (order: OrderView) => boolean) => cod.filter(test).length
  return {
    total: cod.length,
    open: count((o) => o.orderStatus === "pending" || o.orderStatus === "processing"),
    shipped: count((o) => o.orderStatus === "shipped"),
    delivered: count((o) => o.orderStatus === "delivered"),
    returnedUndelivered: count(isRto),
    cancelled: count((o) => o.orderStatus === "cancelled" && !isRto(o)),
  }
}

/** The customer's cash-on-delivery record (all their orders, drafts aside). */
export async function codHistory(container: MedusaContainer, customerId: string): Promise<CodHistory> {
  return codHistoryOf(await listOrderViews(container, { customer_id: customerId, is_draft_order: false }))
}

/**
 * The orders with the account's COD record beside them, for those the operator
 * may confirm (COD, awaiting confirmation); one read for all their customers.
 */
export async function withCodHistories<O extends OrderView>(
  container: MedusaContainer,
  orders: O[]
): Promise<(O & { codHistory?: CodHistory })[]> {
  const customerIds = [
    ...new Set(
      orders
        .filter(awaitsCodConfirmation)
        .map((o) => o.userId._id)
        .filter(Boolean)
    ),
  ]
  if (!customerIds.length) return orders
  const theirs = await listOrderViews(container, { customer_id: customerIds, is_draft_order: false })
  const history = new Map(customerIds.map((id) => [id, codHistoryOf(theirs.filter((o) => o.userId._id === id))]))
  return orders.map((order) =>
    awaitsCodConfirmation(order) && history.has(order.userId._id) ? { ...order, codHistory: history.get(order.userId._id) } : order
  )
}

const awaitsCodConfirmation = (order: OrderView) => order.paymentMethod === "cod" && order.paymentStatus === "awaiting-confirmation"
