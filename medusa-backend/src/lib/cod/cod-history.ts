import type { MedusaContainer } from "@medusajs/framework/types"
import type { CodHistory } from "@sugandh/contract"
import { listSpecOrders } from "../orders/queries"
import type { SpecOrder } from "../orders/to-spec-order"
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
const isRto = (order: SpecOrder) => order.orderStatus === "cancelled" && order.cancelReason === COD_MESSAGES.returnedUndelivered

export function codHistoryOf(orders: SpecOrder[]): CodHistory {
  const cod = orders.filter((order) => order.paymentMethod === "cod")
  const count = (test: (order: SpecOrder) => boolean) => cod.filter(test).length
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
  return codHistoryOf(await listSpecOrders(container, { customer_id: customerId, is_draft_order: false }))
}

/**
 * The orders with the account's COD record beside them, for those the operator
 * may confirm (COD, awaiting confirmation); one read for all their customers.
 */
export async function withCodHistories<O extends SpecOrder>(
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
  const theirs = await listSpecOrders(container, { customer_id: customerIds, is_draft_order: false })
  const history = new Map(customerIds.map((id) => [id, codHistoryOf(theirs.filter((o) => o.userId._id === id))]))
  return orders.map((order) =>
    awaitsCodConfirmation(order) && history.has(order.userId._id) ? { ...order, codHistory: history.get(order.userId._id) } : order
  )
}

const awaitsCodConfirmation = (order: SpecOrder) => order.paymentMethod === "cod" && order.paymentStatus === "awaiting-confirmation"
