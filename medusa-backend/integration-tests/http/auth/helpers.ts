import type { AuthenticationInput, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from "axios"

/** Never throw on a status: every test asserts the status itself. */
export const noThrow: AxiosRequestConfig = { validateStatus: () => true }

export const bearer = (token: string): AxiosRequestConfig => ({ ...noThrow, headers: { authorization: `Bearer ${token}` } })

export async function register(
  api: AxiosInstance,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {}
): Promise<AxiosResponse> {
  return api.post(
    "/api/auth/register",
    { firstName: "Asha", lastName: "Rao", email: "asha@example.com", password: "secret1", ...overrides },
    noThrow
  )
}

/** An operator as the seed or the Medusa admin makes one: emailpass identity linked to a Medusa user only. */
export async function createOperator(container: MedusaContainer, email: string, password: string) {
  const auth = container.resolve(Modules.AUTH)
  const { authIdentity } = await auth.register("emailpass", { body: { email, password } } as AuthenticationInput)
  const { createUserAccountWorkflow } = require("@medusajs/medusa/core-flows")
  const { result } = await createUserAccountWorkflow(container).run({
    input: { authIdentityId: authIdentity!.id, userData: { email, first_name: "Ops", last_name: "Team" } },
  })
  return result
}

/** The newest stored e-mail notification for an address and template. */
export async function lastEmail(container: MedusaContainer, to: string, template: string) {
  const notifications = await container
    .resolve(Modules.NOTIFICATION)
    .listNotifications({ to, template, channel: "email" }, { order: { created_at: "DESC" }, take: 1 })
  return notifications[0] as (typeof notifications)[number] | undefined
}

export async function tokenFromEmail(container: MedusaContainer, to: string, template: string): Promise<string> {
  const n = await lastEmail(container, to, template)
  const token = (n?.data as { token?: string } | undefined)?.token
  if (!token) throw new Error(`no ${template} e-mail with a token for ${to}`)
  return token
}

/** Row counts of everything an identity call may write. */
export async function countRows(db: { raw: (sql: string) => Promise<{ rows: Array<Record<string, string>> }> }) {
  const tables = ["customer", "customer_address", "auth_identity", "provider_identity", "account_token", "notification", '"user"']
  const counts: Record<string, number> = {}
  for (const t of tables) {
    const { rows } = await db.raw(`select count(*)::int as n from ${t} where deleted_at is null`)
    counts[t] = Number(rows[0].n)
  }
  return counts
}
