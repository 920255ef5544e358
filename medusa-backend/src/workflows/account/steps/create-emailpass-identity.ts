import type { AuthenticationInput } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type CreateEmailpassIdentityInput = { email: string; password: string }

/**
 * Registers an e-mail/password identity with Medusa's emailpass provider
 * (scrypt hash). Undone by deleting it, unless the identity already existed.
 */
export const createEmailpassIdentityStep = createStep(
  "account-create-emailpass-identity",
  async (input: CreateEmailpassIdentityInput, { container }) => {
    const auth = container.resolve(Modules.AUTH)
    const [existing] = await auth.listProviderIdentities({ provider: "emailpass", entity_id: input.email })
    const result = await auth.register("emailpass", { body: input } as AuthenticationInput)
    if (!result.success || !result.authIdentity) {
      throw new MedusaError(MedusaError.Types.DUPLICATE_ERROR, result.error || "Identity with email already exists")
    }
    return new StepResponse(result.authIdentity, existing ? undefined : result.authIdentity.id)
  },
  async (createdId, { container }) => {
    if (!createdId) return
    await container.resolve(Modules.AUTH).deleteAuthIdentities([createdId])
  }
)
