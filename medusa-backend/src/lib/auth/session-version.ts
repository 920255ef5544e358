import type { AuthIdentityDTO, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/**
 * Sessions of an account end together. The auth identity keeps a counter in
 * app_metadata.session_version; every token we issue copies the identity's
 * app_metadata (issueCustomerToken), so it carries the version it was issued
 * under. Changing or resetting the password raises the counter, and every
 * signed-in /api call (requireCustomer) refuses a token whose version is not
 * the identity's current one: all sessions issued before the change answer 401.
 * A token without the claim (issued before this existed, or by Medusa's own
 * /auth routes) counts as version 0.
 */
const SESSION_VERSION_KEY = "session_version"

export function sessionVersionOf(appMetadata: Record<string, unknown> | null | undefined): number {
  const v = appMetadata?.[SESSION_VERSION_KEY]
  return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : 0
}

/** Whether a token's app_metadata still matches the identity's current session version. */
export function isCurrentSession(
  identity: Pick<AuthIdentityDTO, "app_metadata">,
  tokenAppMetadata: Record<string, unknown> | null | undefined
): boolean {
  return sessionVersionOf(identity.app_metadata) === sessionVersionOf(tokenAppMetadata)
}

/** Ends every session of the identity issued so far (tokens issued afterwards carry the new version). */
export async function endAllSessions(container: MedusaContainer, authIdentityId: string): Promise<void> {
  const auth = container.resolve(Modules.AUTH)
  const identity = await auth.retrieveAuthIdentity(authIdentityId)
  const appMetadata = identity.app_metadata ?? {}
  await auth.updateAuthIdentities({
    id: identity.id,
    app_metadata: { ...appMetadata, [SESSION_VERSION_KEY]: sessionVersionOf(appMetadata) + 1 },
  })
}
