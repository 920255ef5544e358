import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { findIdentityOfCustomer, isAdminIdentity, loadAccount } from "../../../../lib/auth/account"
import { toAddressParts, type AddressInput } from "../../../../lib/auth/address"
import { checkPassword, findEmailpassIdentity } from "../../../../lib/auth/identity"
import { AUTH_MESSAGES } from "../../../../lib/auth/messages"
import { NOT_AUTHENTICATED_MESSAGE } from "../../../../lib/auth/middlewares"
import { sendVerificationEmail } from "../../../../lib/auth/tokens"
import { updateAccountProfileWorkflow } from "../../../../workflows/account/update-account-profile"
import { DomainError, invalidInput, conflict } from "../../../../lib/errors"
import type { ProfileBody } from "../validators"

/**
 * PUT /api/auth/profile (bearer) {firstName, lastName, email, phone?, address?} -> {user, message}
 * Only the signed-in customer's own data; role and flags are not accepted from the body.
 * A new e-mail must be free and, on an account with a password, needs
 * `currentPassword`. It is only kept as `pendingEmail`: the verification link
 * goes to the new address, and the old one stays the e-mail and the login
 * until that link is opened (POST /api/auth/verify-email moves the login).
 */
export async function PUT(req: AuthenticatedMedusaRequest<ProfileBody>, res: MedusaResponse) {
  const body = req.validatedBody
  const customerId = req.auth_context.actor_id
  const customers = req.scope.resolve(Modules.CUSTOMER)
  const [customer] = await customers.listCustomers({ id: customerId })
  const identity = await findIdentityOfCustomer(req.scope, customerId)
  if (!customer || !identity) throw new DomainError("not_authenticated", NOT_AUTHENTICATED_MESSAGE)

  const currentEmail = customer.email ?? ""
  const emailChanged = body.email !== currentEmail
  const adminUserId = (await isAdminIdentity(req.scope, identity)) ? (identity.app_metadata?.user_id as string) : undefined

  if (emailChanged) {
    const [login, others, users] = await Promise.all([
      findEmailpassIdentity(req.scope, body.email),
      customers.listCustomers({ email: body.email, has_account: true }, { select: ["id"] }),
      req.scope.resolve(Modules.USER).listUsers({ email: body.email }, { select: ["id"] }),
    ])
    const taken =
      (login && login.id !== identity.id) ||
      others.some((c) => c.id !== customerId) ||
      users.some((u) => u.id !== adminUserId)
    if (taken) throw conflict(AUTH_MESSAGES.emailInUse)

    const [passwordLogin] = await req.scope
      .resolve(Modules.AUTH)
      .listProviderIdentities({ auth_identity_id: identity.id, provider: "emailpass" })
    if (passwordLogin) {
      if (!body.currentPassword) {
        throw invalidInput(AUTH_MESSAGES.currentPasswordForEmail, [{ msg: AUTH_MESSAGES.currentPasswordForEmail, path: "currentPassword" }])
      }
      const check = await checkPassword(req.scope, passwordLogin.entity_id, body.currentPassword)
      if (!check.ok || check.authIdentity.id !== identity.id) {
        throw invalidInput(AUTH_MESSAGES.currentPasswordWrong, [{ msg: AUTH_MESSAGES.currentPasswordWrong, path: "currentPassword" }])
      }
    }
  }

  // A new e-mail waits in metadata (a later change replaces it) until its link is opened.
  const metadata = { ...(customer.metadata ?? {}), ...(emailChanged ? { pendingEmail: body.email } : {}) }
  const phone = body.phone === undefined ? customer.phone ?? null : body.phone || null
  const address = body.address === undefined ? undefined : toAddressParts(body.address as AddressInput)

  try {
    await updateAccountProfileWorkflow(req.scope).run({
      input: {
        customerId,
        authIdentityId: identity.id,
        currentEmail,
        adminUserId,
        firstName: body.firstName,
        lastName: body.lastName,
        email: currentEmail,
        phone,
        metadata,
        address,
      },
    })
  } catch (e) {
    // Lost a race for the new e-mail against another account (unique indexes).
    if (/already exists|duplicate|unique/i.test((e as Error).message)) throw conflict(AUTH_MESSAGES.emailInUse)
    throw e
  }

  if (emailChanged) {
    await sendVerificationEmail(req.scope, {
      authIdentityId: identity.id,
      customerId,
      email: body.email,
      firstName: body.firstName,
    })
  }
  const user = await loadAccount(req.scope, customerId)
  res.json({ user, message: emailChanged ? AUTH_MESSAGES.emailChangePending : AUTH_MESSAGES.profileUpdated })
}
