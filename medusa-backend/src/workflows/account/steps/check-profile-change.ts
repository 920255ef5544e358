import { normaliseGstin } from "../../../lib/gst/gstin"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findIdentityOfCustomer, isAdminIdentity } from "../../../lib/auth/account"
import { toAddressParts, type AddressInput } from "../../../lib/auth/address"
import { checkPassword, findEmailpassIdentity } from "../../../lib/auth/identity"
import { AUTH_MESSAGES } from "../../../lib/auth/messages"
import { NOT_AUTHENTICATED_MESSAGE } from "../../../lib/auth/middlewares"
import { conflict, DomainError, invalidInput } from "../../../lib/errors"
import { resolveProfileAddressState } from "../../../lib/serviceability/address-state"
import type { UpdateAccountProfileInput } from "../update-account-profile"

export type ProfileChangeInput = {
  customerId: string
  firstName: string
  lastName: string
  email: string
  /** undefined keeps the phone; null or "" removes it. */
  phone?: string | null
  /** undefined keeps the address; null or "" removes it. */
  address?: AddressInput
  /** Needed to change the e-mail of an account that signs in with a password. */
  currentPassword?: string
  /** undefined keeps them; null or "" removes them (validated together by the route). */
  gstin?: string | null
  businessName?: string | null
}

export type ProfileChange = {
  /** What updateAccountProfileWorkflow writes (the login e-mail stays as it is). */
  update: UpdateAccountProfileInput
  /** The new e-mail waiting for its link to be opened, when it changed. */
  pendingEmail: string | null
}

const wrongPassword = (message: string) => invalidInput(message, [{ msg: message, path: "currentPassword" }])

/** A new login e-mail must be free: no other login, shopper account or Medusa admin user has it. */
async function assertEmailFree(
  container: MedusaContainer,
  email: string,
  own: { customerId: string; authIdentityId: string; adminUserId?: string }
) {
  const [login, customers, users] = await Promise.all([
    findEmailpassIdentity(container, email),
    container.resolve(Modules.CUSTOMER).listCustomers({ email, has_account: true }, { select: ["id"] }),
    container.resolve(Modules.USER).listUsers({ email }, { select: ["id"] }),
  ])
  const taken =
    (login && login.id !== own.authIdentityId) ||
    customers.some((c) => c.id !== own.customerId) ||
    users.some((u) => u.id !== own.adminUserId)
  if (taken) throw conflict(AUTH_MESSAGES.emailInUse)
}

/** An account with a password login proves it is its owner changing the e-mail with the current password. */
async function assertCurrentPassword(container: MedusaContainer, authIdentityId: string, currentPassword: string | undefined) {
  const [passwordLogin] = await container
    .resolve(Modules.AUTH)
    .listProviderIdentities({ auth_identity_id: authIdentityId, provider: "emailpass" })
  if (!passwordLogin) return
  if (!currentPassword) throw wrongPassword(AUTH_MESSAGES.currentPasswordForEmail)
  const check = await checkPassword(container, passwordLogin.entity_id, currentPassword)
  if (!check.ok || check.authIdentity.id !== authIdentityId) throw wrongPassword(AUTH_MESSAGES.currentPasswordWrong)
}

/**
 * The rules of a profile change, read under the account's lock, and the write
 * they allow. A new e-mail is only kept as metadata.pendingEmail (a later
 * change replaces it): the old one stays the e-mail and the login until the
 * link sent to the new one is opened (POST /api/auth/verify-email).
 */
export const checkProfileChangeStep = createStep("account-check-profile-change", async (input: ProfileChangeInput, { container }) => {
  const [customer] = await container.resolve(Modules.CUSTOMER).listCustomers({ id: input.customerId })
  const identity = await findIdentityOfCustomer(container, input.customerId)
  if (!customer || !identity) throw new DomainError("not_authenticated", NOT_AUTHENTICATED_MESSAGE)

  const currentEmail = customer.email ?? ""
  const emailChanged = input.email !== currentEmail
  const adminUserId = (await isAdminIdentity(container, identity)) ? (identity.app_metadata?.user_id as string) : undefined
  if (emailChanged) {
    await assertEmailFree(container, input.email, { customerId: customer.id, authIdentityId: identity.id, adminUserId })
    await assertCurrentPassword(container, identity.id, input.currentPassword)
  }

  // The state follows the PIN, as at checkout (400 on address.zipCode / address.state).
  const address = input.address === undefined ? undefined : await resolveProfileAddressState(container, toAddressParts(input.address))

  const change: ProfileChange = {
    update: {
      customerId: customer.id,
      authIdentityId: identity.id,
      currentEmail,
      adminUserId,
      firstName: input.firstName,
      lastName: input.lastName,
      email: currentEmail,
      phone: input.phone === undefined ? (customer.phone ?? null) : input.phone || null,
      metadata: {
        ...(customer.metadata ?? {}),
        ...(emailChanged ? { pendingEmail: input.email } : {}),
        ...(input.gstin !== undefined ? { gstin: input.gstin ? normaliseGstin(input.gstin) : null } : {}),
        ...(input.businessName !== undefined ? { businessName: input.businessName?.trim() || null } : {}),
      },
      address,
    },
    pendingEmail: emailChanged ? input.email : null,
  }
  return new StepResponse(change)
})
