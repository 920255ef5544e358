import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { findIdentityOfCustomer } from "../../../../lib/auth/account"
import { AUTH_MESSAGES } from "../../../../lib/auth/messages"
import { readAccountMetadata } from "../../../../lib/auth/user"
import { sendVerificationEmail } from "../../../../lib/auth/tokens"
import type { EmailOnlyBody } from "@sugandh/contract"
import type { MessageAnswer } from "@sugandh/contract"

/**
 * POST /api/auth/resend-verification {email} -> {message}
 * Same answer whether or not the account exists or is already verified (no account enumeration).
 */
export async function POST(req: MedusaRequest<EmailOnlyBody>, res: MedusaResponse<MessageAnswer>) {
  const { email } = req.validatedBody
  const [customer] = await req.scope.resolve(Modules.CUSTOMER).listCustomers({ email, has_account: true })
  if (customer && !readAccountMetadata(customer.metadata).isEmailVerified) {
    const identity = await findIdentityOfCustomer(req.scope, customer.id)
    if (identity) {
      await sendVerificationEmail(req.scope, {
        authIdentityId: identity.id,
        customerId: customer.id,
        email,
        firstName: customer.first_name,
      })
    }
  }
  res.json({ message: AUTH_MESSAGES.verificationSent })
}
