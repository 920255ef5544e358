import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type CreateGoogleIdentityInput = { sub: string; email: string; picture?: string; name?: string }

/**
 * An auth identity for a Google account, keyed by Google's subject id (stable
 * even if the Google e-mail changes). No password exists for it.
 */
export const createGoogleIdentityStep = createStep(
  "account-create-google-identity",
  async (input: CreateGoogleIdentityInput, { container }) => {
    const auth = container.resolve(Modules.AUTH)
    const identity = await auth.createAuthIdentities({
      provider_identities: [
        {
          provider: "google",
          entity_id: input.sub,
          user_metadata: { email: input.email, picture: input.picture ?? null, name: input.name ?? null },
        },
      ],
    })
    return new StepResponse(identity, identity.id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve(Modules.AUTH).deleteAuthIdentities([id])
  }
)
