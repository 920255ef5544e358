import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type ChangeLoginEmailInput = {
  authIdentityId: string
  from: string
  to: string
  /** The linked Medusa admin user, whose e-mail follows too. */
  userId?: string
}

// UpdateUserDTO leaves out `email` (Medusa's admin never changes it), but the
// User module updates any model field; the admin user must keep the login e-mail.
async function setUserEmail(container: MedusaContainer, id: string, email: string) {
  const users = container.resolve(Modules.USER) as unknown as {
    updateUsers(data: { id: string; email: string }): Promise<unknown>
  }
  await users.updateUsers({ id, email })
}

type Undo = { providerIdentityId?: string; from: string; userId?: string }

/**
 * When the profile e-mail changes, the password login must follow: the
 * emailpass provider identity's entity_id (the login e-mail) is updated, and
 * so is the linked admin user's e-mail (same credentials open /app).
 */
export const changeLoginEmailStep = createStep(
  "account-change-login-email",
  async (input: ChangeLoginEmailInput, { container }) => {
    if (input.from === input.to) return new StepResponse(undefined, undefined as Undo | undefined)
    const auth = container.resolve(Modules.AUTH)
    const [provider] = await auth.listProviderIdentities({ auth_identity_id: input.authIdentityId, provider: "emailpass" })
    if (provider) {
      await auth.updateProviderIdentities({ id: provider.id, entity_id: input.to })
    }
    if (input.userId) await setUserEmail(container, input.userId, input.to)
    return new StepResponse(undefined, { providerIdentityId: provider?.id, from: input.from, userId: input.userId })
  },
  async (undo, { container }) => {
    if (!undo) return
    if (undo.providerIdentityId) {
      await container.resolve(Modules.AUTH).updateProviderIdentities({ id: undo.providerIdentityId, entity_id: undo.from })
    }
    if (undo.userId) await setUserEmail(container, undo.userId, undo.from)
  }
)
