import type { MedusaContainer } from "@medusajs/framework/types"
import { ACCOUNT_TOKEN_MODULE } from "../../modules/account-token"
import type AccountTokenModuleService from "../../modules/account-token/service"
import { sendEmail } from "../email"

const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000
const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000

export function accountTokens(container: MedusaContainer): AccountTokenModuleService {
  return container.resolve<AccountTokenModuleService>(ACCOUNT_TOKEN_MODULE)
}

type LinkRecipient = { authIdentityId: string; customerId?: string; email: string; firstName?: string | null }

/** Issues a token for one purpose and e-mails the template whose link carries it. */
async function emailTokenLink(
  container: MedusaContainer,
  link: { purpose: "verify_email" | "reset_password"; ttlMs: number; template: "verify-email" | "reset-password"; trigger: string },
  input: LinkRecipient
): Promise<boolean> {
  const { token } = await accountTokens(container).issueToken({
    purpose: link.purpose,
    authIdentityId: input.authIdentityId,
    email: input.email,
    ttlMs: link.ttlMs,
  })
  return sendEmail(container, {
    to: input.email,
    template: link.template,
    data: { firstName: input.firstName, token },
    receiverId: input.customerId,
    trigger: link.trigger,
  })
}

/** Issues a 24 h verification token and e-mails the link. */
export const sendVerificationEmail = (container: MedusaContainer, input: LinkRecipient & { customerId: string }) =>
  emailTokenLink(
    container,
    { purpose: "verify_email", ttlMs: VERIFY_EMAIL_TTL_MS, template: "verify-email", trigger: "auth.verify-email" },
    input
  )

/** Issues a 1 h single-use reset token and e-mails the link. */
export const sendPasswordResetEmail = (container: MedusaContainer, input: LinkRecipient) =>
  emailTokenLink(
    container,
    { purpose: "reset_password", ttlMs: RESET_PASSWORD_TTL_MS, template: "reset-password", trigger: "auth.forgot-password" },
    input
  )
