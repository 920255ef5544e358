import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { RemoteQueryFunction } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { revenueOf, type OrderForRevenue } from "./revenue"
import type { AdminStatsAnswer } from "@sugandh/contract"

const PAGE = 500

/**
 * GET /api/admin/stats (admin) -> {totalUsers, totalOrders, totalRevenue, totalProducts}
 * totalUsers: customers with an account; totalOrders: placed orders (drafts
 * excluded, cancelled included); totalRevenue: captured less refunded, in
 * rupees, cancelled orders excluded; totalProducts: products in the catalogue.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminStatsAnswer>) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const [[, totalUsers], [, totalProducts], revenue] = await Promise.all([
    req.scope.resolve(Modules.CUSTOMER).listAndCountCustomers({ has_account: true }, { take: 1, select: ["id"] }),
    req.scope.resolve(Modules.PRODUCT).listAndCountProducts({}, { take: 1, select: ["id"] }),
    orderRevenue(query),
  ])
  res.json({ totalUsers, totalOrders: revenue.count, totalRevenue: revenue.total, totalProducts })
}

async function orderRevenue(query: Omit<RemoteQueryFunction, symbol>): Promise<{ count: number; total: number }> {
  // Page by page so a large order history is never held in memory at once.
  let total = 0
  let seen = 0
  let count = 0
  for (let skip = 0; ; skip += PAGE) {
    const { data, metadata } = await query.graph({
      entity: "order",
      fields: ["id", "status", "payment_collections.payments.captures.amount", "payment_collections.payments.refunds.amount"],
      filters: { is_draft_order: false },
      pagination: { skip, take: PAGE, order: { created_at: "ASC" } },
    })
    total += revenueOf(data as OrderForRevenue[])
    seen += data.length
    count = metadata?.count ?? seen
    if (data.length < PAGE || seen >= count) break
  }
  return { count, total: Math.round(total * 100) / 100 }
}
