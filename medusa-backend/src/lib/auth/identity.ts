import type { AuthIdentityDTO, AuthenticationInput, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { endAllSessions } from "./session-version"
import { readAccountMetadata } from "./user"

/** The auth identity that logs in with this e-mail and a password, if any. */
export async function findEmailpassIdentity(container: MedusaContainer, email: string): Promise<AuthIdentityDTO | undefined> {
  const auth = container.resolve(Modules.AUTH)
  const [provider] = await auth.listProviderIdentities({ provider: "emailpass", entity_id: email })
  if (!provider?.auth_identity_id) return undefined
  return auth.retrieveAuthIdentity(provider.auth_identity_id, { relations: ["provider_identities"] })
}

/** The auth identity of a Google account (by Google's stable subject id), if any. */
export async function findGoogleIdentity(container: MedusaContainer, sub: string): Promise<AuthIdentityDTO | undefined> {
  const auth = container.resolve(Modules.AUTH)
  const [provider] = await auth.listProviderIdentities({ provider: "google", entity_id: sub })
  if (!provider?.auth_identity_id) return undefined
  return auth.retrieveAuthIdentity(provider.auth_identity_id, { relations: ["provider_identities"] })
}

type PasswordCheck = { ok: true; authIdentity: AuthIdentityDTO; mfaRequired: boolean } | { ok: false }

/** Checks e-mail and password with Medusa's emailpass provider (scrypt). */
export async function checkPassword(container: MedusaContainer, email: string, password: string): Promise<PasswordCheck> {
  const result = await container.resolve(Modules.AUTH).authenticate("emailpass", {
    body: { email, password },
  } as AuthenticationInput)
  if (!result.success || !result.authIdentity) return { ok: false }
  return { ok: true, authIdentity: result.authIdentity, mfaRequired: !!(result as { mfaChallenge?: unknown }).mfaChallenge }
}

/**
 * Replaces the password of the emailpass identity with this e-mail and ends
 * every session of the account issued so far (session-version.ts); the caller
 * issues the new session, if any.
 */
export async function setPassword(container: MedusaContainer, email: string, password: string): Promise<void> {
  const auth = container.resolve(Modules.AUTH)
  const result = await auth.updateProvider("emailpass", { entity_id: email, password })
  if (!result.success) throw new Error(result.error || "Could not update the password")
  const [login] = await auth.listProviderIdentities({ provider: "emailpass", entity_id: email })
  if (login?.auth_identity_id) await endAllSessions(container, login.auth_identity_id)
}

export function customerIdOf(identity: Pick<AuthIdentityDTO, "app_metadata"> | undefined): string | undefined {
  const id = identity?.app_metadata?.customer_id
  return typeof id === "string" && id ? id : undefined
}

/**
 * Spends about the time of a real scrypt check (emailpass uses N=2^15, r=8,
 * p=1), so "unknown e-mail" and "wrong password" cannot be told apart by timing.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  const { scrypt, randomBytes } = await import("node:crypto")
  await new Promise<void>((resolve) =>
    scrypt(password, randomBytes(16), 64, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, () => resolve())
  )
}

/**
 * Whether the shopper account behind a password identity has verified its
 * e-mail with us. Google may only be linked to such an account: otherwise
 * whoever registered the address first (without owning it) would share the
 * account with its real owner. Operator-only identities have no shopper
 * account to vouch for them and count as unverified.
 */
export async function hasVerifiedEmail(container: MedusaContainer, identity: Pick<AuthIdentityDTO, "app_metadata">): Promise<boolean> {
  const customerId = customerIdOf(identity)
  if (!customerId) return false
  const [customer] = await container.resolve(Modules.CUSTOMER).listCustomers({ id: customerId }, { select: ["id", "metadata"] })
  return readAccountMetadata(customer?.metadata).isEmailVerified === true
}

/**
 * The e-mail of the signed-in identity's password login (its emailpass entity
 * id), the name every sign-in door counts failures under; undefined for a
 * Google-only account.
 */
export async function passwordLoginEmailOf(container: MedusaContainer, authIdentityId: string | undefined): Promise<string | undefined> {
  if (!authIdentityId) return undefined
  const [login] = await container.resolve(Modules.AUTH).listProviderIdentities({ auth_identity_id: authIdentityId, provider: "emailpass" })
  return login?.entity_id
}
