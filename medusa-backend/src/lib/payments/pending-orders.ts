import type { MedusaContainer } from "@medusajs/framework/types"
import { listOrderViews } from "../orders/queries"
import type { PendingOrderForMatch } from "./reconcile"

/** Orders still waiting for their money (derived status pending), as reconciliation matches them. */
export async function listPendingOrdersForMatch(container: MedusaContainer): Promise<PendingOrderForMatch[]> {
  const orders = await listOrderViews(container, { status: "pending", is_draft_order: false })
  return orders
    .filter((o) => o.orderStatus === "pending" && o.paymentStatus === "pending")
    .map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      total: o.total,
      paymentReference: o.paymentReference,
      createdAt: o.createdAt,
      customerName: o.customerName,
    }))
}
