import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { customerIdOf, findEmailpassIdentity } from "../../../../lib/auth/identity"
import { AUTH_MESSAGES } from "../../../../lib/auth/messages"
import { sendPasswordResetEmail } from "../../../../lib/auth/tokens"
import type { EmailOnlyBody } from "../validators"

/**
 * POST /api/auth/forgot-password {email} -> {message}
 * Always the same answer; a reset link (1 h, single use) goes only to an e-mail with a password login.
 */
export async function POST(req: MedusaRequest<EmailOnlyBody>, res: MedusaResponse) {
  const { email } = req.validatedBody
  const identity = await findEmailpassIdentity(req.scope, email)
  if (identity) {
    const customerId = customerIdOf(identity)
    const [customer] = customerId ? await req.scope.resolve(Modules.CUSTOMER).listCustomers({ id: customerId }) : []
    await sendPasswordResetEmail(req.scope, {
      authIdentityId: identity.id,
      customerId,
      email,
      firstName: customer?.first_name,
    })
  }
  res.json({ message: AUTH_MESSAGES.resetSent })
}
