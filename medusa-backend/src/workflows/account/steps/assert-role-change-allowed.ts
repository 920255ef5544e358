import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { listAdminCustomerIds } from "../../../lib/auth/admin-accounts"
import { ADMIN_ONLY_MESSAGE } from "../../../lib/auth/middlewares"
import { readAccountMetadata } from "../../../lib/auth/user"
import { conflict, forbidden, notFound } from "../../../lib/errors"

export const SELF_DEMOTION_MESSAGE = "You cannot remove your own admin role. Ask another admin to do it."
export const LAST_ADMIN_MESSAGE = "The last admin cannot be made a customer. Make another user an admin first."
export const UNVERIFIED_PROMOTION_MESSAGE =
  "Only a user whose email address is verified can be made an admin. Ask them to open the verification link first."

export type RoleChangeInput = {
  /** The customer id of the operator asking. */
  actorId: string
  customerId: string
  role: "customer" | "admin"
}

/** The account whose role changes, as the answer shows it. */
export type RoleChangeTarget = {
  id: string
  first_name: string | null
  last_name: string | null
  email: string | null
  created_at: string | Date
}

/**
 * The rules of a role change, read under the roles lock: the account exists,
 * the operator is still an admin (they may have been demoted since the
 * request passed the door), a promotion goes only to an account whose e-mail
 * is verified (whoever registered an address they do not own must never hold
 * the admin role under it), and a demotion neither removes the operator's own
 * role nor the shop's last admin.
 */
export const assertRoleChangeAllowedStep = createStep(
  "account-assert-role-change-allowed",
  async (input: RoleChangeInput, { container }) => {
    const [customer] = await container
      .resolve(Modules.CUSTOMER)
      .listCustomers(
        { id: input.customerId, has_account: true },
        { select: ["id", "first_name", "last_name", "email", "created_at", "metadata"] }
      )
    if (!customer) throw notFound("User not found")

    const admins = await listAdminCustomerIds(container)
    if (!admins.has(input.actorId)) throw forbidden(ADMIN_ONLY_MESSAGE)
    if (input.role === "admin" && !admins.has(customer.id) && readAccountMetadata(customer.metadata).isEmailVerified !== true) {
      throw conflict(UNVERIFIED_PROMOTION_MESSAGE)
    }
    if (input.role === "customer" && admins.has(customer.id)) {
      if (customer.id === input.actorId) throw conflict(SELF_DEMOTION_MESSAGE)
      if (admins.size <= 1) throw conflict(LAST_ADMIN_MESSAGE)
    }
    const target: RoleChangeTarget = {
      id: customer.id,
      first_name: customer.first_name ?? null,
      last_name: customer.last_name ?? null,
      email: customer.email ?? null,
      created_at: customer.created_at,
    }
    return new StepResponse(target)
  }
)
