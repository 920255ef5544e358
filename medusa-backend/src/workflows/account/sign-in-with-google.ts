import { acquireLockStep, createCustomerAccountWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_LOCK_LIMITS, googleSignInLockKey } from "../../lib/auth/account-locks"
import type { GoogleProfile } from "../../lib/auth/google"
import { linkGoogleLoginStep } from "./steps/link-google-login"
import { resolveGoogleSignInStep } from "./steps/resolve-google-sign-in"

/**
 * Sign-in with a verified Google profile (POST /api/auth/google/verify): finds
 * the account (resolveGoogleSignInStep's rules), links Google to a verified
 * password account with the same e-mail, and gives an operator's identity its
 * customer. Under a lock per Google account, so two first sign-ins at once
 * link it once. Answers the ids a session is started for.
 */
export const signInWithGoogleWorkflow = createWorkflow("account-sign-in-with-google", (profile: GoogleProfile) => {
  const lockKey = transform({ profile }, ({ profile }) => googleSignInLockKey(profile.sub))
  acquireLockStep({ key: lockKey, ...ACCOUNT_LOCK_LIMITS })
  const signIn = resolveGoogleSignInStep(profile)

  when("link-google-login", { signIn }, ({ signIn }) => signIn.linkGoogle).then(() => {
    const link = transform({ signIn, profile }, ({ signIn, profile }) => ({
      authIdentityId: signIn.authIdentityId,
      sub: profile.sub,
      email: profile.email,
      picture: profile.picture,
    }))
    linkGoogleLoginStep(link)
  })
  const created = when("create-operator-customer", { signIn }, ({ signIn }) => !!signIn.newCustomer).then(() =>
    createCustomerAccountWorkflow.runAsStep({ input: signIn.newCustomer! })
  )
  releaseLockStep({ key: lockKey })

  const account = transform({ signIn, created }, ({ signIn, created }) => ({
    authIdentityId: signIn.authIdentityId,
    customerId: (signIn.customerId ?? created?.id) as string,
  }))
  return new WorkflowResponse(account)
})
