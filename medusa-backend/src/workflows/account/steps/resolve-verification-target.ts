import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { isAdminIdentity } from "../../../lib/auth/account"
import { customerIdOf } from "../../../lib/auth/identity"
import { AUTH_MESSAGES } from "../../../lib/auth/messages"
import { readAccountMetadata } from "../../../lib/auth/user"
import { invalidInput } from "../../../lib/errors"

export type VerificationTargetInput = {
  claimed: { auth_identity_id: string; email: string }
  identity?: { id: string; app_metadata?: Record<string, unknown> | null } | null
}

/**
 * The account a verification link is for, and what it proves: the link is
 * sent to the account's e-mail ("verify" it, or "none" when already verified)
 * or to a pending new one ("move" the account to it). If the account is gone
 * or both addresses changed since, it proves nothing (400). Read-only.
 */
export const resolveVerificationTargetStep = createStep(
  "account-resolve-verification-target",
  async (input: VerificationTargetInput, { container }) => {
    const identity = input.identity ? { id: input.identity.id, app_metadata: input.identity.app_metadata ?? undefined } : undefined
    const customerId = customerIdOf(identity)
    const [customer] = customerId ? await container.resolve(Modules.CUSTOMER).listCustomers({ id: customerId }) : []
    if (!identity || !customer) throw invalidInput(AUTH_MESSAGES.invalidVerification)
    const meta = readAccountMetadata(customer.metadata)
    const email = input.claimed.email
    if (customer.email !== email && meta.pendingEmail !== email) throw invalidInput(AUTH_MESSAGES.invalidVerification)

    const mode = customer.email !== email ? "move" : meta.isEmailVerified ? "none" : "verify"
    const adminUserId =
      mode === "move" && (await isAdminIdentity(container, identity)) ? (identity.app_metadata?.user_id as string) : undefined
    return new StepResponse({
      mode: mode as "move" | "verify" | "none",
      auth_identity_id: identity.id,
      admin_user_id: adminUserId,
      customer: {
        id: customer.id,
        email: customer.email ?? "",
        first_name: customer.first_name ?? null,
        last_name: customer.last_name ?? null,
        phone: customer.phone ?? null,
        metadata: (customer.metadata ?? {}) as Record<string, unknown>,
      },
    })
  }
)
