import type { AuthIdentityDTO, MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createCustomerAccountWorkflow, type CreateCustomerAccountWorkflowInput } from "@medusajs/medusa/core-flows"
import { loadAccount } from "./account"
import { customerIdOf } from "./identity"
import { issueCustomerToken } from "./jwt"
import { newCustomerAccount } from "./new-customer-account"
import type { ApiUser } from "./user"

type Session = { token: string; user: ApiUser }

/**
 * The customer to create for an auth identity that has none: an operator
 * created in the Medusa admin or by the seed has an identity linked only to a
 * user, so their first storefront sign-in makes it (names from the user).
 */
export async function customerAccountInputFor(
  container: MedusaContainer,
  identity: Pick<AuthIdentityDTO, "id" | "app_metadata">,
  email: string
): Promise<CreateCustomerAccountWorkflowInput> {
  const userId = identity.app_metadata?.user_id
  const [user] = typeof userId === "string" && userId ? await container.resolve(Modules.USER).listUsers({ id: userId }) : []
  return newCustomerAccount({
    authIdentityId: identity.id,
    email,
    firstName: user?.first_name,
    lastName: user?.last_name,
    metadata: { isEmailVerified: false, isGoogleAccount: false },
  })
}

/** The customer of an auth identity, created and linked on its first storefront sign-in (customerAccountInputFor). */
export async function ensureCustomerForIdentity(container: MedusaContainer, identity: AuthIdentityDTO, email: string): Promise<string> {
  const existing = customerIdOf(identity)
  if (existing) return existing
  const input = await customerAccountInputFor(container, identity, email)
  const { result } = await createCustomerAccountWorkflow(container).run({ input })
  return result.id
}

/** Token plus fresh user object: the answer of every sign-in call. */
export async function startSession(
  container: MedusaContainer,
  input: { customerId: string; authIdentityId: string; provider: "emailpass" | "google" }
): Promise<Session> {
  const identity = await container.resolve(Modules.AUTH).retrieveAuthIdentity(input.authIdentityId)
  const user = await loadAccount(container, input.customerId)
  if (!user) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Account not found")
  return { token: issueCustomerToken(container, { customerId: input.customerId, authIdentity: identity, provider: input.provider }), user }
}

/** Merges flags into customer.metadata (Medusa stores the object as given). */
export async function updateAccountMetadata(container: MedusaContainer, customerId: string, patch: Record<string, unknown>): Promise<void> {
  const customers = container.resolve(Modules.CUSTOMER)
  const customer = await customers.retrieveCustomer(customerId)
  await customers.updateCustomers(customerId, { metadata: { ...(customer.metadata ?? {}), ...patch } })
}
