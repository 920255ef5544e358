import { createCustomerAccountWorkflow, createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import { FeatureFlag, Modules } from "@medusajs/framework/utils"
import type { Created, SeedContext } from "./context"

type SeedAccount = { email: string; password: string; firstName: string; lastName: string }

type Env = Record<string, string | undefined>

/** Passwords published in this repository (.env.template, the examples): never accepted in production. */
const DEMO_PASSWORDS = new Set(["admin1234", "shopper1234", "a-strong-password"])
const isPublishedPassword = (password: string) => {
  const lower = password.trim().toLowerCase()
  return DEMO_PASSWORDS.has(lower) || lower.startsWith("change-me") || lower.startsWith("changeme")
}

/**
 * The demo accounts from env. Outside production, missing values fall back to
 * documented demo credentials; in production an account is created only when
 * both its e-mail and password are set, so no known password ever goes live;
 * a published demo password there stops the seed.
 */
export function resolveAccounts(env: Env): { operator?: SeedAccount; shopper?: SeedAccount; notes: string[] } {
  const production = env.NODE_ENV === "production"
  const notes: string[] = []
  const pick = (
    label: string,
    emailVar: string,
    passwordVar: string,
    defaults: { email: string; password: string },
    names: { firstName: string; lastName: string }
  ): SeedAccount | undefined => {
    const email = env[emailVar]?.trim().toLowerCase()
    const password = env[passwordVar]
    if (production && (!email || !password)) {
      notes.push(
        `Skipping the ${label} account: NODE_ENV=production and ${emailVar}/${passwordVar} are not both set (no default passwords in production).`
      )
      return undefined
    }
    if (production && password && isPublishedPassword(password)) {
      throw new Error(`${passwordVar} is a published demo password. Choose your own before seeding in production (NODE_ENV=production).`)
    }
    return { email: email || defaults.email, password: password || defaults.password, ...names }
  }
  return {
    operator: pick(
      "operator",
      "ADMIN_EMAIL",
      "ADMIN_PASSWORD",
      { email: "admin@sugandh.example", password: "admin1234" },
      { firstName: "Store", lastName: "Operator" }
    ),
    shopper: pick(
      "demo shopper",
      "SHOPPER_EMAIL",
      "SHOPPER_PASSWORD",
      { email: "shopper@sugandh.example", password: "shopper1234" },
      { firstName: "Asha", lastName: "Verma" }
    ),
    notes,
  }
}

type Identity = { id: string; app_metadata: Record<string, unknown> }

/** The emailpass identity for the e-mail, registered through the Auth module when missing. */
async function ensureEmailpassIdentity(ctx: SeedContext, account: SeedAccount, created: Created): Promise<Identity> {
  const auth = ctx.container.resolve(Modules.AUTH)
  const [providerIdentity] = await auth.listProviderIdentities({
    entity_id: account.email,
    provider: "emailpass",
  })
  if (providerIdentity?.auth_identity_id) {
    const identity = await auth.retrieveAuthIdentity(providerIdentity.auth_identity_id)
    return { id: identity.id, app_metadata: identity.app_metadata ?? {} }
  }
  // Same call as Medusa's `medusa user` command and the /auth/*/emailpass/register route: the provider hashes the password.
  const { success, authIdentity, error } = await auth.register("emailpass", {
    body: { email: account.email, password: account.password },
  })
  if (!success || !authIdentity) {
    throw new Error(`Could not register ${account.email}: ${error ?? "unknown error"}`)
  }
  created.authIdentities = (created.authIdentities ?? 0) + 1
  return { id: authIdentity.id, app_metadata: authIdentity.app_metadata ?? {} }
}

async function superAdminRoles(ctx: SeedContext): Promise<string[]> {
  // Mirrors `medusa user`: with RBAC on, the first operator must be a super admin to see anything.
  if (!FeatureFlag.isFeatureEnabled("rbac")) {
    return []
  }
  const rbac = ctx.container.resolve<{ listRbacRoles: (f: object) => Promise<{ id: string }[]> }>(Modules.RBAC)
  const roles = await rbac.listRbacRoles({ id: "role_super_admin" })
  return roles.map((r) => r.id)
}

async function ensureUserLink(ctx: SeedContext, account: SeedAccount, identity: Identity, created: Created) {
  const users = await ctx.container.resolve(Modules.USER).listUsers({ email: account.email })
  const user = users[0]
  if (user) {
    if (!identity.app_metadata.user_id) {
      await ctx.container.resolve(Modules.AUTH).updateAuthIdentities({
        id: identity.id,
        app_metadata: { ...identity.app_metadata, user_id: user.id },
      })
      identity.app_metadata.user_id = user.id
    } else if (identity.app_metadata.user_id !== user.id) {
      ctx.logger.warn(`The login of ${account.email} is linked to another admin user; left unchanged.`)
    }
    return
  }
  if (identity.app_metadata.user_id) {
    ctx.logger.warn(`The login of ${account.email} points to a missing admin user; left unchanged.`)
    return
  }
  const roles = await superAdminRoles(ctx)
  const { result } = await createUserAccountWorkflow(ctx.container).run({
    input: {
      authIdentityId: identity.id,
      userData: {
        email: account.email,
        first_name: account.firstName,
        last_name: account.lastName,
        ...(roles.length ? { roles } : {}),
      },
    },
  })
  identity.app_metadata.user_id = result.id
  created.users = (created.users ?? 0) + 1
}

async function ensureCustomerLink(ctx: SeedContext, account: SeedAccount, identity: Identity, created: Created) {
  if (identity.app_metadata.customer_id) {
    return
  }
  const customers = await ctx.container.resolve(Modules.CUSTOMER).listCustomers({
    email: account.email,
    has_account: true,
  })
  if (customers[0]) {
    await ctx.container.resolve(Modules.AUTH).updateAuthIdentities({
      id: identity.id,
      app_metadata: { ...identity.app_metadata, customer_id: customers[0].id },
    })
    identity.app_metadata.customer_id = customers[0].id
    return
  }
  const { result } = await createCustomerAccountWorkflow(ctx.container).run({
    input: {
      authIdentityId: identity.id,
      customerData: { email: account.email, first_name: account.firstName, last_name: account.lastName },
    },
  })
  identity.app_metadata.customer_id = result.id
  created.customers = (created.customers ?? 0) + 1
}

/**
 * The operator: one emailpass identity linked to a Medusa admin user
 * (app_metadata.user_id) and to a customer, so the same e-mail and password
 * open /app and the storefront, where that user link makes the role admin.
 * The demo shopper: an identity linked to a customer only.
 */
export async function seedAccounts(
  ctx: SeedContext,
  env: Env,
  created: Created
): Promise<{ operatorEmail?: string; shopperEmail?: string }> {
  const { operator, shopper, notes } = resolveAccounts(env)
  notes.forEach((note) => ctx.logger.info(note))
  if (operator) {
    const identity = await ensureEmailpassIdentity(ctx, operator, created)
    await ensureUserLink(ctx, operator, identity, created)
    await ensureCustomerLink(ctx, operator, identity, created)
  }
  if (shopper) {
    const identity = await ensureEmailpassIdentity(ctx, shopper, created)
    await ensureCustomerLink(ctx, shopper, identity, created)
  }
  return { operatorEmail: operator?.email, shopperEmail: shopper?.email }
}
