import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { notFound } from "../../../../../lib/errors"
import { renameAccountWorkflow } from "../../../../../workflows/account/rename-account"
import { loadAdminUserDetails } from "../user-details"
import type { RenameBody } from "../validators"
import type { AdminUserAnswer, AdminUserChangeAnswer } from "@sugandh/contract"

/** GET /api/admin/users/{id} (admin) -> {user}: View Profile's details (name, e-mail, role, joined, verified, orders count, last order). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminUserAnswer>) {
  const user = await loadAdminUserDetails(req.scope, req.params.id)
  if (!user) throw notFound("User not found")
  res.json({ user })
}

/** PUT /api/admin/users/{id} {firstName, lastName} (admin) -> {message, user}: Edit changes the name only. */
export async function PUT(req: AuthenticatedMedusaRequest<RenameBody>, res: MedusaResponse<AdminUserChangeAnswer>) {
  await renameAccountWorkflow(req.scope).run({ input: { customerId: req.params.id, ...req.validatedBody } })
  const user = await loadAdminUserDetails(req.scope, req.params.id)
  if (!user) throw notFound("User not found")
  res.json({ message: "User updated successfully", user })
}
