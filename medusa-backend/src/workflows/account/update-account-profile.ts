import { updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { AddressParts } from "../../lib/auth/address"
import { changeLoginEmailStep } from "./steps/change-login-email"
import { upsertProfileAddressStep } from "./steps/upsert-profile-address"

export type UpdateAccountProfileInput = {
  customerId: string
  authIdentityId: string
  currentEmail: string
  adminUserId?: string
  firstName: string
  lastName: string
  email: string
  phone: string | null
  /** The whole metadata object to store (already merged by the caller). */
  metadata: Record<string, unknown>
  address: AddressParts | null | undefined
}

/**
 * Profile update of the signed-in customer: login e-mail (emailpass identity
 * and admin user follow), customer fields, and the profile address. Each part
 * is undone if a later one fails.
 */
export const updateAccountProfileWorkflow = createWorkflow("account-update-profile", (input: UpdateAccountProfileInput) => {
  const emailChange = transform({ input }, ({ input }) => ({
    authIdentityId: input.authIdentityId,
    from: input.currentEmail,
    to: input.email,
    userId: input.adminUserId,
  }))
  changeLoginEmailStep(emailChange)

  const customerUpdate = transform({ input }, ({ input }) => ({
    selector: { id: input.customerId },
    update: {
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      phone: input.phone,
      metadata: input.metadata,
    },
  }))
  updateCustomersWorkflow.runAsStep({ input: customerUpdate })

  const addressInput = transform({ input }, ({ input }) => ({
    customerId: input.customerId,
    address: input.address,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
  }))
  upsertProfileAddressStep(addressInput)
  return new WorkflowResponse(input.customerId)
})
