import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { customerIdOf, findEmailpassIdentity } from "./identity"
import { sendPasswordResetEmail } from "./tokens"

/** Emitted by POST /api/auth/forgot-password for every well-formed e-mail, known or not. */
export const PASSWORD_RESET_REQUESTED_EVENT = "sugandh.auth.password-reset-requested"

export type PasswordResetRequested = { email: string }

/**
 * What forgot-password does before it answers, the same for every e-mail:
 * one event on Medusa's event bus, no lookup. Whether the address has an
 * account, the token write and the SMTP delivery all happen afterwards in the
 * subscriber (a worker process in production), so neither the answer nor its
 * timing tells an address with an account from one without.
 */
export async function requestPasswordReset(container: MedusaContainer, email: string): Promise<void> {
  const data: PasswordResetRequested = { email }
  await container.resolve(Modules.EVENT_BUS).emit({ name: PASSWORD_RESET_REQUESTED_EVENT, data })
}

/**
 * The subscriber's work: a reset link (1 h, single use) goes only to an
 * e-mail with a password login; other addresses get nothing.
 */
export async function sendPasswordResetIfAccount(container: MedusaContainer, email: string): Promise<boolean> {
  const identity = await findEmailpassIdentity(container, email)
  if (!identity) return false
  const customerId = customerIdOf(identity)
  const [customer] = customerId ? await container.resolve(Modules.CUSTOMER).listCustomers({ id: customerId }) : []
  return sendPasswordResetEmail(container, { authIdentityId: identity.id, customerId, email, firstName: customer?.first_name })
}
