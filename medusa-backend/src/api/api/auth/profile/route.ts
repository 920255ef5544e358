import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { loadAccount } from "../../../../lib/auth/account"
import { AUTH_MESSAGES } from "../../../../lib/auth/messages"
import { notFound } from "../../../../lib/errors"
import { editOwnProfileWorkflow } from "../../../../workflows/account/edit-own-profile"
import type { ProfileBody } from "@sugandh/contract"
import type { ProfileAnswer } from "@sugandh/contract"

/**
 * PUT /api/auth/profile (bearer) {firstName, lastName, email, phone?, address?, currentPassword?} -> {user, message}
 * Only the signed-in customer's own data; role and flags are not accepted from the body.
 * A new e-mail must be free and, on an account with a password, needs
 * `currentPassword`. It is only kept as `pendingEmail`: the verification link
 * goes to the new address, and the old one stays the e-mail and the login
 * until that link is opened (POST /api/auth/verify-email moves the login).
 * The rules run in editOwnProfileWorkflow.
 */
export async function PUT(req: AuthenticatedMedusaRequest<ProfileBody>, res: MedusaResponse<ProfileAnswer>) {
  const customerId = req.auth_context.actor_id
  const { result } = await editOwnProfileWorkflow(req.scope).run({ input: { customerId, ...req.validatedBody } })
  const user = await loadAccount(req.scope, customerId)
  // The account edited a moment ago; gone only if it was deleted in between.
  if (!user) throw notFound("User not found")
  res.json({ user, message: result.emailChangePending ? AUTH_MESSAGES.emailChangePending : AUTH_MESSAGES.profileUpdated })
}
