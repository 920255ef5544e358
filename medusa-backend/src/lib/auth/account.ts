import type { AuthIdentityDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { StoredAddress } from "./address"
import { toApiUser, type ApiUser, type Role } from "./user"

/** The Medusa customer address that holds the profile address. */
export const PROFILE_ADDRESS_NAME = "Profile"

type AddressRow = StoredAddress & { id: string; address_name?: string | null; is_default_shipping?: boolean }

export function pickProfileAddress<T extends AddressRow>(addresses: T[] | null | undefined): T | undefined {
  const list = addresses ?? []
  return list.find((a) => a.address_name === PROFILE_ADDRESS_NAME) ?? list.find((a) => a.is_default_shipping)
}

/** The auth identity whose app_metadata.customer_id is this customer, with its provider identities. */
export async function findIdentityOfCustomer(container: MedusaContainer, customerId: string): Promise<AuthIdentityDTO | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "auth_identity",
    fields: ["id", "app_metadata", "provider_identities.id", "provider_identities.provider", "provider_identities.entity_id"],
    filters: { app_metadata: { customer_id: customerId } } as Record<string, unknown>,
  })
  return data[0] as AuthIdentityDTO | undefined
}

/**
 * Admin exactly when the identity is linked to a Medusa user that still exists
 * (a link left behind by a deleted user does not count).
 */
export async function isAdminIdentity(
  container: MedusaContainer,
  identity: Pick<AuthIdentityDTO, "app_metadata"> | undefined
): Promise<boolean> {
  const userId = identity?.app_metadata?.user_id
  if (typeof userId !== "string" || !userId) return false
  const users = await container.resolve(Modules.USER).listUsers({ id: userId }, { select: ["id"] })
  return users.length > 0
}

export async function roleOfIdentity(
  container: MedusaContainer,
  identity: Pick<AuthIdentityDTO, "app_metadata"> | undefined
): Promise<Role> {
  return (await isAdminIdentity(container, identity)) ? "admin" : "customer"
}

/** The /api user object of a customer, read fresh from the database. Undefined when the customer is gone. */
export async function loadAccount(container: MedusaContainer, customerId: string): Promise<ApiUser | undefined> {
  const customers = await container.resolve(Modules.CUSTOMER).listCustomers({ id: customerId }, { relations: ["addresses"] })
  const customer = customers[0]
  if (!customer) return undefined
  const identity = await findIdentityOfCustomer(container, customerId)
  const role = await roleOfIdentity(container, identity)
  return toApiUser(customer, role, pickProfileAddress(customer.addresses as AddressRow[]))
}
