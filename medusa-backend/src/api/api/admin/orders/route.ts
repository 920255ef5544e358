import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { pageOrderViews } from "../../../../lib/orders/queries"
import { withCodHistories } from "../../../../lib/cod/cod-history"
import type { OrderListAnswer, PagingQuery } from "@sugandh/contract"

/**
 * GET /api/admin/orders[?limit=&offset=]: orders, newest first, with customerName, customerEmail,
 * items, totals and status; `count` is the total, `limit`/`offset` the page (no limit: all).
 * A COD order awaiting confirmation carries its account's COD record (`codHistory`) for the operator.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, PagingQuery>, res: MedusaResponse<OrderListAnswer>) {
  // Checked by the contract's PagingQuery (./middlewares.ts).
  const page = req.validatedQuery
  const listed = await pageOrderViews(req.scope, {}, page)
  const orders = await withCodHistories(req.scope, listed.orders)
  res.json({ success: true, orders, count: listed.count, offset: page.offset, ...(page.limit ? { limit: page.limit } : {}) })
}
