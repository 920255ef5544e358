import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type LinkGoogleLoginInput = { authIdentityId: string; sub: string; email: string; picture?: string }

/** Adds the Google login to an existing account, so both sign-ins open it. Undone by removing that login again. */
export const linkGoogleLoginStep = createStep(
  "account-link-google-login",
  async (input: LinkGoogleLoginInput, { container }) => {
    const login = await container.resolve(Modules.AUTH).createProviderIdentities({
      auth_identity_id: input.authIdentityId,
      provider: "google",
      entity_id: input.sub,
      user_metadata: { email: input.email, picture: input.picture ?? null },
    })
    return new StepResponse(login.id, login.id)
  },
  async (loginId, { container }) => {
    if (!loginId) return
    await container.resolve(Modules.AUTH).deleteProviderIdentities([loginId])
  }
)
