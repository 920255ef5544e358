import { createUsersWorkflow, removeUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { linkUserToIdentityStep, resolveAccountRoleStep } from "./steps/resolve-account-role"

export type SetAccountRoleInput = { customerId: string; role: "customer" | "admin" }

/**
 * Role switch of a storefront account. Admin means the account's auth
 * identity is also linked to a Medusa admin user, so the same e-mail and
 * password open the Medusa admin (/app):
 * - customer -> admin: creates a Medusa user with the customer's e-mail and names and links the identity;
 * - admin -> customer: deletes that user and unlinks it (the customer and its login stay).
 * Setting the role an account already has changes nothing.
 */
export const setAccountRoleWorkflow = createWorkflow("account-set-role", (input: SetAccountRoleInput) => {
  const state = resolveAccountRoleStep(input)

  when("promote-account", { state, input }, ({ state, input }) => input.role === "admin" && !state.userId).then(() => {
    const usersInput = transform({ state }, ({ state }) => ({
      users: [{ email: state.email, first_name: state.firstName, last_name: state.lastName }],
    }))
    const users = createUsersWorkflow.runAsStep({ input: usersInput })
    const linkInput = transform({ state, users }, ({ state, users }) => ({
      authIdentityId: state.authIdentityId,
      userId: users[0].id,
    }))
    linkUserToIdentityStep(linkInput)
  })

  when("demote-account", { state, input }, ({ state, input }) => input.role === "customer" && !!state.userId).then(() => {
    const removeInput = transform({ state }, ({ state }) => ({ userId: state.userId! }))
    removeUserAccountWorkflow.runAsStep({ input: removeInput })
  })

  const result = transform({ input }, ({ input }) => ({ customerId: input.customerId, role: input.role }))
  return new WorkflowResponse(result)
})
