import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { googleUserInfo, verifyGoogleForApi } from "../../../../../lib/auth/google-api"
import { customerIdOf, findEmailpassIdentity, findGoogleIdentity, hasVerifiedEmail } from "../../../../../lib/auth/identity"
import { AUTH_MESSAGES } from "../../../../../lib/auth/messages"
import { ensureCustomerForIdentity, startSession } from "../../../../../lib/auth/session"
import { DomainError } from "../../../../../lib/errors"
import type { GoogleTokenBody } from "../../validators"

/**
 * POST /api/auth/google/verify {idToken} -> {token, user, message}
 * Unknown Google account: 404 {error: "USER_NOT_FOUND", userInfo} so the client offers sign-up.
 */
export async function POST(req: MedusaRequest<GoogleTokenBody>, res: MedusaResponse) {
  const profile = await verifyGoogleForApi(req.validatedBody.idToken)
  let identity = await findGoogleIdentity(req.scope, profile.sub)

  if (!identity && profile.emailVerified) {
    // An existing password account with the same e-mail, which Google vouches
    // for: link Google to it so both sign-ins work, but only once the account
    // itself proved the address (else a squatter's account would be handed over).
    const existing = await findEmailpassIdentity(req.scope, profile.email)
    if (existing && !(await hasVerifiedEmail(req.scope, existing))) {
      throw new DomainError("conflict", AUTH_MESSAGES.googleLinkUnverified, { extra: { error: "EMAIL_NOT_VERIFIED" } })
    }
    if (existing) {
      await req.scope.resolve(Modules.AUTH).createProviderIdentities({
        auth_identity_id: existing.id,
        provider: "google",
        entity_id: profile.sub,
        user_metadata: { email: profile.email, picture: profile.picture ?? null },
      })
      identity = existing
    }
  }
  if (!identity) {
    throw new DomainError("not_found", AUTH_MESSAGES.googleNotFound, {
      extra: { error: "USER_NOT_FOUND", userInfo: googleUserInfo(profile) },
    })
  }
  const customerId = customerIdOf(identity) ?? (await ensureCustomerForIdentity(req.scope, identity, profile.email))
  const session = await startSession(req.scope, { customerId, authIdentityId: identity.id, provider: "google" })
  res.json({ ...session, message: AUTH_MESSAGES.loggedIn })
}
