import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findIdentityOfCustomer } from "../../../lib/auth/account"

export type AccountRoleState = {
  customerId: string
  email: string
  firstName: string | null
  lastName: string | null
  authIdentityId: string
  /** The linked Medusa user that exists now, if any. */
  userId?: string
  /** app_metadata.user_id is present (null or pointing at a deleted user) but not a live link. */
  staleUserLink: boolean
}

/** Reads the customer, its auth identity and the Medusa user it is linked to. */
export const resolveAccountRoleStep = createStep(
  "account-resolve-role",
  async (input: { customerId: string; role: "customer" | "admin" }, { container }) => {
    const [customer] = await container.resolve(Modules.CUSTOMER).listCustomers({ id: input.customerId })
    if (!customer) throw new MedusaError(MedusaError.Types.NOT_FOUND, "User not found")
    const identity = await findIdentityOfCustomer(container, input.customerId)
    if (!identity) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This user has no login and cannot be given a role")
    const users = container.resolve(Modules.USER)
    const linked = identity.app_metadata?.user_id
    const [user] = typeof linked === "string" && linked ? await users.listUsers({ id: linked }) : []
    const email = customer.email ?? ""
    if (input.role === "admin" && !user) {
      // A separate Medusa user already owns this e-mail (its own login): do not take it over.
      const [other] = await users.listUsers({ email })
      if (other) {
        throw new MedusaError(MedusaError.Types.DUPLICATE_ERROR, "A Medusa admin user with this e-mail already exists")
      }
    }
    const state: AccountRoleState = {
      customerId: customer.id,
      email,
      firstName: customer.first_name ?? null,
      lastName: customer.last_name ?? null,
      authIdentityId: identity.id,
      userId: user?.id,
      staleUserLink: !user && identity.app_metadata !== undefined && "user_id" in (identity.app_metadata ?? {}),
    }
    return new StepResponse(state)
  }
)

/**
 * Removes a dead app_metadata.user_id (null after a demotion, or a deleted
 * user) so Medusa's setAuthAppMetadataStep can link a new user. Only used
 * when no live user is linked; does nothing when there is no user_id key.
 */
export const clearStaleUserLinkStep = createStep(
  "account-clear-stale-user-link",
  async (input: { authIdentityId: string }, { container }) => {
    const auth = container.resolve(Modules.AUTH)
    const identity = await auth.retrieveAuthIdentity(input.authIdentityId)
    const metadata = { ...(identity.app_metadata ?? {}) }
    if (!("user_id" in metadata)) return new StepResponse(undefined, undefined)
    const previous = metadata.user_id
    delete metadata.user_id
    await auth.updateAuthIdentities({ id: identity.id, app_metadata: metadata })
    return new StepResponse(undefined, { id: identity.id, previous })
  },
  async (undo, { container }) => {
    if (!undo) return
    const auth = container.resolve(Modules.AUTH)
    const identity = await auth.retrieveAuthIdentity(undo.id)
    await auth.updateAuthIdentities({ id: undo.id, app_metadata: { ...(identity.app_metadata ?? {}), user_id: undo.previous } })
  }
)
