import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { pageSpecOrders } from "../../../../lib/orders/queries"
import { parsePaging } from "../../../utils/paging"
import type { OrderListAnswer } from "@sugandh/contract"

/**
 * GET /api/admin/orders[?limit=&offset=]: orders, newest first, with customerName, customerEmail,
 * items, totals and status; `count` is the total, `limit`/`offset` the page (no limit: all).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<OrderListAnswer>) {
  const page = parsePaging(req.query)
  const { orders, count } = await pageSpecOrders(req.scope, {}, page)
  res.json({ success: true, orders, count, offset: page.offset, ...(page.limit ? { limit: page.limit } : {}) })
}
