import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { loadAccount, NOT_AUTHENTICATED_MESSAGE } from "../../../../lib/auth"
import { DomainError } from "../../../../lib/errors"
import type { MeAnswer } from "@sugandh/contract"

/** GET /api/auth/me (bearer) -> {user} */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<MeAnswer>) {
  const user = await loadAccount(req.scope, req.auth_context.actor_id)
  // A valid token of a customer that no longer exists is treated as signed out.
  if (!user) throw new DomainError("not_authenticated", NOT_AUTHENTICATED_MESSAGE)
  res.json({ user })
}
