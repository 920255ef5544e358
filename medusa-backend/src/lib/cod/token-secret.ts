import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { codConfirmationUrl, issueCodConfirmationToken } from "./confirmation-token"
import { codSettings } from "./settings"

const HOUR_MS = 60 * 60 * 1000

/** The key COD confirmation links are signed with: the project's JWT secret (production refuses weak ones). */
export function codTokenSecret(container: MedusaContainer): string {
  const { http } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  return String(http.jwtSecret)
}

/** The e-mail's confirmation link for an order placed at `createdAt`: valid as long as the order waits for its confirmation. */
export function codConfirmationLink(container: MedusaContainer, storefrontUrl: string, order: { id: string; createdAt: string }) {
  const expiresAt = new Date(new Date(order.createdAt).getTime() + codSettings().confirmHours * HOUR_MS)
  return codConfirmationUrl(storefrontUrl, issueCodConfirmationToken(codTokenSecret(container), order.id, expiresAt))
}
