import { createCustomerAccountWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { GoogleProfile } from "../../lib/auth/google"
import { newCustomerAccount } from "../../lib/auth/new-customer-account"
import { createEmailpassIdentityStep } from "./steps/create-emailpass-identity"
import { createGoogleIdentityStep } from "./steps/create-google-identity"

export type RegisterAccountInput = {
  email: string
  password: string
  firstName: string
  lastName: string
}

/**
 * Sign-up with e-mail and password: an emailpass auth identity plus a customer
 * linked to it (app_metadata.customer_id). If the customer cannot be created
 * the identity is removed again.
 */
export const registerAccountWorkflow = createWorkflow("account-register", (input: RegisterAccountInput) => {
  const identity = createEmailpassIdentityStep({ email: input.email, password: input.password })
  const customerInput = transform({ input, identity }, ({ input, identity }) =>
    newCustomerAccount({
      authIdentityId: identity.id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      metadata: { isEmailVerified: false, isGoogleAccount: false },
    })
  )
  const customer = createCustomerAccountWorkflow.runAsStep({ input: customerInput })
  return new WorkflowResponse({ customer, authIdentityId: identity.id })
})

/** A verified Google ID token's profile. */
export type GoogleSignupInput = GoogleProfile

/** Sign-up with a verified Google ID token: a Google auth identity plus its customer. */
export const googleSignupWorkflow = createWorkflow("account-google-signup", (input: GoogleSignupInput) => {
  const identityInput = transform({ input }, ({ input }) => ({
    sub: input.sub,
    email: input.email,
    picture: input.picture,
    name: [input.firstName, input.lastName].filter(Boolean).join(" "),
  }))
  const identity = createGoogleIdentityStep(identityInput)
  const customerInput = transform({ input, identity }, ({ input, identity }) =>
    newCustomerAccount({
      ...input,
      authIdentityId: identity.id,
      metadata: {
        isEmailVerified: input.emailVerified,
        isGoogleAccount: true,
        ...(input.picture ? { profilePicture: input.picture } : {}),
      },
    })
  )
  const customer = createCustomerAccountWorkflow.runAsStep({ input: customerInput })
  return new WorkflowResponse({ customer, authIdentityId: identity.id })
})
