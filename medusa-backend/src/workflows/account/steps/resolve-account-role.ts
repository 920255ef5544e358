import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findIdentityOfCustomer } from "../../../lib/auth/account"

type AccountRoleState = {
  customerId: string
  email: string
  firstName: string | null
  lastName: string | null
  authIdentityId: string
  /** The linked Medusa user that exists now, if any. */
  userId?: string
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
    }
    return new StepResponse(state)
  }
)

type LinkUndo = { id: string; previous: unknown }

/**
 * Links the identity to the new Medusa user (app_metadata.user_id). Medusa's
 * setAuthAppMetadataStep refuses when the key exists even as null (what a
 * demotion leaves behind), and the module merges app_metadata so the key cannot
 * be deleted; this step overwrites a null or dead link instead.
 */
export const linkUserToIdentityStep = createStep(
  "account-link-user-to-identity",
  async (input: { authIdentityId: string; userId: string }, { container }) => {
    const auth = container.resolve(Modules.AUTH)
    const identity = await auth.retrieveAuthIdentity(input.authIdentityId)
    const previous = identity.app_metadata?.user_id ?? null
    await auth.updateAuthIdentities({
      id: identity.id,
      app_metadata: { ...(identity.app_metadata ?? {}), user_id: input.userId },
    })
    const undo: LinkUndo = { id: identity.id, previous }
    return new StepResponse(input.userId, undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    const auth = container.resolve(Modules.AUTH)
    const identity = await auth.retrieveAuthIdentity(undo.id)
    await auth.updateAuthIdentities({ id: undo.id, app_metadata: { ...(identity.app_metadata ?? {}), user_id: undo.previous } })
  }
)
