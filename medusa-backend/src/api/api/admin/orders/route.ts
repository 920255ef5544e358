import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listSpecOrders } from "../../../../lib/orders/queries"

/** GET /api/admin/orders: every order, newest first, with customerName, customerEmail, items, totals and status. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const orders = await listSpecOrders(req.scope)
  res.json({ success: true, orders, count: orders.length })
}
