import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { listAdminCustomerIds } from "../../../../lib/auth/admin-accounts"
import { toAdminUserEntry } from "./user-entry"
import type { AdminUserListAnswer, PagingQuery } from "@sugandh/contract"

/**
 * GET /api/admin/users[?limit=&offset=] (admin) -> [{_id, firstName, lastName, email, role, createdAt}], newest first.
 * The answer is the bare list (requirements ADM-05), so the total goes in the X-Total-Count header.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, PagingQuery>, res: MedusaResponse<AdminUserListAnswer>) {
  // Checked by the contract's PagingQuery (api/api/admin/middlewares.ts).
  const page = req.validatedQuery
  const [[customers, total], admins] = await Promise.all([
    req.scope.resolve(Modules.CUSTOMER).listAndCountCustomers(
      { has_account: true },
      {
        select: ["id", "first_name", "last_name", "email", "created_at"],
        order: { created_at: "DESC" },
        skip: page.offset,
        ...(page.limit ? { take: page.limit } : {}),
      }
    ),
    listAdminCustomerIds(req.scope),
  ])
  const users = customers.map((c) => toAdminUserEntry(c, admins.has(c.id) ? "admin" : "customer"))
  res.setHeader("X-Total-Count", String(total))
  res.json(users)
}
