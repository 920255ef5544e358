import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { listAdminCustomerIds } from "../helpers/roles"
import { parsePaging } from "../../../utils/paging"

export type AdminUserEntry = {
  _id: string
  id: string
  firstName: string
  lastName: string
  email: string
  role: "customer" | "admin"
  createdAt: string
}

/**
 * GET /api/admin/users[?limit=&offset=] (admin) -> [{_id, firstName, lastName, email, role, createdAt}], newest first.
 * The spec's answer is the bare list, so the total goes in the X-Total-Count header.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const page = parsePaging(req.query)
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
  const users: AdminUserEntry[] = customers.map((c) => ({
    _id: c.id,
    id: c.id,
    firstName: c.first_name ?? "",
    lastName: c.last_name ?? "",
    email: c.email ?? "",
    role: admins.has(c.id) ? "admin" : "customer",
    createdAt: new Date(c.created_at as unknown as string).toISOString(),
  }))
  res.setHeader("X-Total-Count", String(total))
  res.json(users)
}
