import type { AuthIdentityDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, generateJwtToken } from "@medusajs/framework/utils"

/**
 * A Medusa bearer token for the storefront: actor_type "customer", actor_id the
 * customer, signed with the project's http.jwtSecret, so Medusa's
 * authenticate("customer", "bearer") accepts it on /api and /store routes.
 */
export function issueCustomerToken(
  container: MedusaContainer,
  input: { customerId: string; authIdentity: Pick<AuthIdentityDTO, "id" | "app_metadata">; provider: "emailpass" | "google" }
): string {
  const { http } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  return generateJwtToken(
    {
      actor_id: input.customerId,
      actor_type: "customer",
      auth_identity_id: input.authIdentity.id,
      auth_provider: input.provider,
      app_metadata: { ...(input.authIdentity.app_metadata ?? {}), customer_id: input.customerId },
      user_metadata: {},
    },
    { secret: http.jwtSecret!, expiresIn: http.jwtExpiresIn ?? "1d", jwtOptions: http.jwtOptions }
  )
}
