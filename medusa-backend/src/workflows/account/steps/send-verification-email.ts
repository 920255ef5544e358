import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { sendVerificationEmail } from "../../../lib/auth/tokens"

export type SendVerificationEmailInput = { authIdentityId: string; customerId: string; email: string; firstName: string }

/**
 * Issues a 24 h verification token and e-mails its link to the address. Last
 * step of its workflow: a sent e-mail cannot be taken back, so nothing after
 * it may fail.
 */
export const sendVerificationEmailStep = createStep(
  "account-send-verification-email",
  async (input: SendVerificationEmailInput, { container }) => {
    await sendVerificationEmail(container, input)
    return new StepResponse(undefined)
  }
)
