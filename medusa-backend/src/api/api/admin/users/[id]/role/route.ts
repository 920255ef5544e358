import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { setAccountRoleWorkflow } from "../../../../../../workflows/account/set-account-role"
import { DomainError, forbidden, notFound } from "../../../../../../lib/errors"
import { ADMIN_ONLY_MESSAGE } from "../../../../../../lib/auth/middlewares"
import { listAdminCustomerIds } from "../../../helpers/roles"
import type { AdminUserEntry } from "../../route"
import type { RoleBody } from "../../validators"

const SELF_DEMOTION_MESSAGE = "You cannot remove your own admin role. Ask another admin to do it."
const LAST_ADMIN_MESSAGE = "The last admin cannot be made a customer. Make another user an admin first."

/**
 * PUT /api/admin/users/{id}/role {role} (admin) -> {message, user}
 * customer <-> admin through setAccountRoleWorkflow (creates or removes the
 * linked Medusa admin user). Role changes run one at a time (lock), so two
 * admins demoting each other at once cannot leave the shop without one.
 */
export async function PUT(req: AuthenticatedMedusaRequest<RoleBody>, res: MedusaResponse) {
  const { role } = req.validatedBody
  const targetId = req.params.id
  const locking = req.scope.resolve(Modules.LOCKING)

  const user = await locking.execute(
    "sugandh:account-roles",
    async () => {
      const [customer] = await req.scope
        .resolve(Modules.CUSTOMER)
        .listCustomers({ id: targetId, has_account: true }, { select: ["id", "first_name", "last_name", "email", "created_at"] })
      if (!customer) throw notFound("User not found")

      const admins = await listAdminCustomerIds(req.scope)
      // Re-checked under the lock: the operator may have been demoted since the request passed the door.
      if (!admins.has(req.auth_context.actor_id)) throw forbidden(ADMIN_ONLY_MESSAGE)
      if (role === "customer" && admins.has(customer.id)) {
        if (customer.id === req.auth_context.actor_id) throw new DomainError("conflict", SELF_DEMOTION_MESSAGE)
        if (admins.size <= 1) throw new DomainError("conflict", LAST_ADMIN_MESSAGE)
      }
      await setAccountRoleWorkflow(req.scope).run({ input: { customerId: customer.id, role } })

      const entry: AdminUserEntry = {
        _id: customer.id,
        id: customer.id,
        firstName: customer.first_name ?? "",
        lastName: customer.last_name ?? "",
        email: customer.email ?? "",
        role,
        createdAt: new Date(customer.created_at as unknown as string).toISOString(),
      }
      return entry
    },
    { timeout: 30 }
  )
  res.json({ message: `Role updated to ${role}`, user })
}
