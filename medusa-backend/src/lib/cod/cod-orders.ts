import type { MedusaContainer } from "@medusajs/framework/types"
import { META } from "../orders/metadata"
import { hasPaymentRecord } from "../orders/payment-record"
import { readOrders } from "../orders/read-orders"
import { listOrderViews } from "../orders/queries"
import { codSettings } from "./settings"

type PaymentRow = { id: string; captured_at?: unknown; canceled_at?: unknown }

export type CodOrderRow = {
  id: string
  display_id?: number
  created_at: string | Date
  customer_id?: string | null
  metadata?: Record<string, unknown> | null
  payment_collections?: ({ payments?: (PaymentRow | null)[] | null } | null)[] | null
}

const FIELDS = [
  "id",
  "display_id",
  "created_at",
  "customer_id",
  "metadata",
  "payment_collections.payments.id",
  "payment_collections.payments.captured_at",
  "payment_collections.payments.canceled_at",
] as const

/** The order was paid by cash on delivery (checkout writes the method into the cart's, then the order's, metadata). */
export const isCodOrder = (order: { metadata?: Record<string, unknown> | null }) => order.metadata?.[META.paymentMethod] === "cod"

const isConfirmed = (order: { metadata?: Record<string, unknown> | null }) => !!order.metadata?.[META.codConfirmedAt]

/**
 * Open (Medusa "pending") COD orders that nobody confirmed yet, oldest first;
 * narrowed to one customer, some ids, or those placed before a time.
 * An order a crash left without its payment is not counted (the interrupted
 * checkout job rolls it back).
 */
export async function listUnconfirmedCodOrders(
  container: MedusaContainer,
  options: { customerId?: string; ids?: string[]; createdBefore?: Date } = {}
): Promise<CodOrderRow[]> {
  const orders = await readOrders<CodOrderRow>(container, {
    fields: FIELDS,
    filters: {
      status: "pending",
      is_draft_order: false,
      ...(options.customerId ? { customer_id: options.customerId } : {}),
      ...(options.ids ? { id: options.ids } : {}),
      ...(options.createdBefore ? { created_at: { $lte: options.createdBefore } } : {}),
    },
    pagination: { order: { created_at: "ASC" } },
  })
  return orders.filter((order) => isCodOrder(order) && !isConfirmed(order) && hasPaymentRecord(order))
}

/** A COD order of this customer would be one unconfirmed order too many (COD_MAX_UNCONFIRMED, default 1). */
export async function hasTooManyUnconfirmedCodOrders(container: MedusaContainer, customerId: string): Promise<boolean> {
  const open = await listUnconfirmedCodOrders(container, { customerId })
  return open.length >= codSettings().maxUnconfirmed
}

/** Shipped or delivered cash-on-delivery orders (paid ones too, so a repeated file says "already paid"), for the remittance. */
export async function listCodOrdersForRemittance(container: MedusaContainer) {
  const orders = await listOrderViews(container, { status: { $nin: ["canceled", "draft", "archived"] }, is_draft_order: false })
  return orders.filter((o) => o.paymentMethod === "cod" && (o.orderStatus === "shipped" || o.orderStatus === "delivered"))
}

/**
 * The dashboard's cash-on-delivery counts: orders waiting for a confirmation
 * (the operator may call the shopper), and shipped or delivered orders whose
 * cash the courier has not remitted yet (count and rupees).
 */
export async function codOrderCounts(container: MedusaContainer) {
  const [unconfirmed, out] = await Promise.all([listUnconfirmedCodOrders(container), listCodOrdersForRemittance(container)])
  const outstanding = out.filter((o) => o.paymentStatus === "pending")
  return {
    codToConfirm: unconfirmed.length,
    codCashOutstanding: outstanding.length,
    codCashOutstandingAmount: outstanding.reduce((sum, o) => sum + Math.round(o.total * 100), 0) / 100,
  }
}
