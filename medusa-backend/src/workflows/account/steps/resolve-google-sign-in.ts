import type { CreateCustomerAccountWorkflowInput } from "@medusajs/medusa/core-flows"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { GoogleProfile } from "../../../lib/auth/google"
import { googleUserInfo } from "../../../lib/auth/google-api"
import { customerIdOf, findEmailpassIdentity, findGoogleIdentity, hasVerifiedEmail } from "../../../lib/auth/identity"
import { AUTH_MESSAGES } from "../../../lib/auth/messages"
import { customerAccountInputFor } from "../../../lib/auth/session"
import { DomainError } from "../../../lib/errors"

export type GoogleSignIn = {
  authIdentityId: string
  /** The account's customer; null when one has to be made (newCustomer). */
  customerId: string | null
  /** A password account with this e-mail that Google gets linked to. */
  linkGoogle: boolean
  /** The customer to create for an operator's identity that has none yet. */
  newCustomer: CreateCustomerAccountWorkflowInput | null
}

/**
 * Whose account a verified Google profile signs in to: the one that already
 * has this Google login, else a password account with the same e-mail when
 * Google vouches for the address and the account itself proved it (else a
 * squatter's account would be handed over). No account: 404 USER_NOT_FOUND,
 * so the client offers sign-up.
 */
export const resolveGoogleSignInStep = createStep("account-resolve-google-sign-in", async (profile: GoogleProfile, { container }) => {
  let identity = await findGoogleIdentity(container, profile.sub)
  let linkGoogle = false
  if (!identity && profile.emailVerified) {
    const existing = await findEmailpassIdentity(container, profile.email)
    if (existing && !(await hasVerifiedEmail(container, existing))) {
      throw new DomainError("conflict", AUTH_MESSAGES.googleLinkUnverified, { extra: { error: "EMAIL_NOT_VERIFIED" } })
    }
    identity = existing
    linkGoogle = !!existing
  }
  if (!identity) {
    throw new DomainError("not_found", AUTH_MESSAGES.googleNotFound, {
      extra: { error: "USER_NOT_FOUND", userInfo: googleUserInfo(profile) },
    })
  }
  const customerId = customerIdOf(identity) ?? null
  const signIn: GoogleSignIn = {
    authIdentityId: identity.id,
    customerId,
    linkGoogle,
    newCustomer: customerId ? null : await customerAccountInputFor(container, identity, profile.email),
  }
  return new StepResponse(signIn)
})
