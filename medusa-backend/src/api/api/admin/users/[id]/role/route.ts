import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { changeAccountRoleWorkflow } from "../../../../../../workflows/account/change-account-role"
import { toAdminUserEntry } from "../../user-entry"
import type { RoleBody } from "../../validators"
import type { AdminUserChangeAnswer } from "@sugandh/contract"

/**
 * PUT /api/admin/users/{id}/role {role} (admin) -> {message, user}
 * customer <-> admin; the rules (the operator is still an admin, no
 * self-demotion, never the last admin) and the lock that keeps two role
 * changes from both passing them live in changeAccountRoleWorkflow.
 */
export async function PUT(req: AuthenticatedMedusaRequest<RoleBody>, res: MedusaResponse<AdminUserChangeAnswer>) {
  const { role } = req.validatedBody
  const { result } = await changeAccountRoleWorkflow(req.scope).run({
    input: { actorId: req.auth_context.actor_id, customerId: req.params.id, role },
  })
  res.json({ message: `Role updated to ${role}`, user: toAdminUserEntry(result.account, role) })
}
