import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findEmailpassIdentity } from "../../../lib/auth/identity"
import { AUTH_MESSAGES } from "../../../lib/auth/messages"
import { conflict } from "../../../lib/errors"

/** The account's new e-mail must still be free: another account may have taken it since the link was sent (409). Read-only. */
export const assertNewEmailFreeStep = createStep(
  "account-assert-new-email-free",
  async (input: { email: string; auth_identity_id: string; customer_id: string }, { container }) => {
    const [login, others] = await Promise.all([
      findEmailpassIdentity(container, input.email),
      container.resolve(Modules.CUSTOMER).listCustomers({ email: input.email, has_account: true }, { select: ["id"] }),
    ])
    if ((login && login.id !== input.auth_identity_id) || others.some((c) => c.id !== input.customer_id)) {
      throw conflict(AUTH_MESSAGES.emailInUse)
    }
    return new StepResponse(true)
  }
)
