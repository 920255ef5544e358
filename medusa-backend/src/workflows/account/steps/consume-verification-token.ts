import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { AUTH_MESSAGES } from "../../../lib/auth/messages"
import { accountTokens } from "../../../lib/auth/tokens"
import { invalidInput } from "../../../lib/errors"

/**
 * Claims a verification link's token (single use, 24 h): 400 when it is
 * unknown, expired or used. No compensation on purpose: a link spent on a
 * refused verification (its address taken meanwhile) stays spent, as before
 * the workflow; the shopper asks for a new one.
 */
export const consumeVerificationTokenStep = createStep(
  "account-consume-verification-token",
  async (input: { token: string }, { container }) => {
    const claimed = await accountTokens(container).consumeToken("verify_email", input.token)
    if (!claimed) throw invalidInput(AUTH_MESSAGES.invalidVerification)
    return new StepResponse({ auth_identity_id: claimed.authIdentityId, email: claimed.email })
  }
)
