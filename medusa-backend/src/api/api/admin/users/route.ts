import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { listAdminCustomerIds } from "../helpers/roles"

export type AdminUserEntry = {
  _id: string
  id: string
  firstName: string
  lastName: string
  email: string
  role: "customer" | "admin"
  createdAt: string
}

/** GET /api/admin/users (admin) -> [{_id, firstName, lastName, email, role, createdAt}], newest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const [customers, admins] = await Promise.all([
    req.scope.resolve(Modules.CUSTOMER).listCustomers(
      { has_account: true },
      { select: ["id", "first_name", "last_name", "email", "created_at"], order: { created_at: "DESC" } }
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
  res.json(users)
}
