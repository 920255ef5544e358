import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

type IdentityRow = { id: string; app_metadata?: Record<string, unknown> | null }

/**
 * Customer ids of the storefront accounts that are admins: their auth
 * identity links a Medusa user that still exists (the rule of lib/auth's
 * isAdminIdentity), found with one query per side instead of one per customer.
 */
export async function listAdminCustomerIds(container: MedusaContainer): Promise<Set<string>> {
  const users = await container.resolve(Modules.USER).listUsers({}, { select: ["id"] })
  const userIds = users.map((u) => u.id)
  if (!userIds.length) return new Set()
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "auth_identity",
    fields: ["id", "app_metadata"],
    filters: { app_metadata: { user_id: userIds } } as Record<string, unknown>,
  })
  const live = new Set(userIds)
  const admins = new Set<string>()
  for (const identity of data as IdentityRow[]) {
    const customerId = identity.app_metadata?.customer_id
    const userId = identity.app_metadata?.user_id
    if (typeof customerId === "string" && typeof userId === "string" && live.has(userId)) admins.add(customerId)
  }
  return admins
}
