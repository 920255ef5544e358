import type { MedusaContainer } from "@medusajs/framework/types"
import { ACCOUNT_TOKEN_MODULE } from "../../modules/account-token"
import type AccountTokenModuleService from "../../modules/account-token/service"
import { sendEmail } from "../email"

const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000
const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000

export function accountTokens(container: MedusaContainer): AccountTokenModuleService {
  return container.resolve<AccountTokenModuleService>(ACCOUNT_TOKEN_MODULE)
}

/** Issues a 24 h verification token and e-mails the link. */
export async function sendVerificationEmail(
  container: MedusaContainer,
  input: { authIdentityId: string; customerId: string; email: string; firstName?: string | null }
): Promise<boolean> {
  const { token } = await accountTokens(container).issueToken({
    purpose: "verify_email",
    authIdentityId: input.authIdentityId,
    email: input.email,
    ttlMs: VERIFY_EMAIL_TTL_MS,
  })
  return sendEmail(container, {
    to: input.email,
    template: "verify-email",
    data: { firstName: input.firstName, token },
    receiverId: input.customerId,
    trigger: "auth.verify-email",
  })
}

/** Issues a 1 h single-use reset token and e-mails the link. */
export async function sendPasswordResetEmail(
  container: MedusaContainer,
  input: { authIdentityId: string; customerId?: string; email: string; firstName?: string | null }
): Promise<boolean> {
  const { token } = await accountTokens(container).issueToken({
    purpose: "reset_password",
    authIdentityId: input.authIdentityId,
    email: input.email,
    ttlMs: RESET_PASSWORD_TTL_MS,
  })
  return sendEmail(container, {
    to: input.email,
    template: "reset-password",
    data: { firstName: input.firstName, token },
    receiverId: input.customerId,
    trigger: "auth.forgot-password",
  })
}
