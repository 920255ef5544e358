import type { AuthenticationInput, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from "axios"
import { resetBetweenSuites } from "./runner"

/**
 * The e-mails of these tests go out through the real notification-smtp
 * provider to a test-only SMTP server in this process (scripts/lib/smtp-sink.cjs):
 * verification and reset tokens are read from the links in the sent e-mail,
 * as a shopper would, because stored notifications never hold them. Set here,
 * at import, before the test runner loads medusa-config.
 */
const smtpSink = require("../../../scripts/lib/smtp-sink.cjs")
const sink: Promise<{
  url: string
  messages: Array<{ to: string; subject: string; text: string }>
  hold: () => () => void
  stop: () => Promise<void>
}> = smtpSink.startSmtpSink()
// Registered at import, so before the test runner's own beforeAll loads medusa-config (which reads SMTP_URL).
beforeAll(async () => {
  process.env.SMTP_URL = (await sink).url
})
afterAll(async () => (await sink).stop())
// Suites that share one Medusa app (integrationTestSuites) each start with an empty inbox.
resetBetweenSuites(async () => {
  ;(await sink).messages.length = 0
})

/** Every e-mail the backend sent so far in this test file (to, subject, decoded text). */
export async function sentEmails() {
  return (await sink).messages
}

/**
 * Makes the SMTP server keep every sender waiting for its final acknowledgement
 * (messages are still recorded) until the returned function is called.
 */
export async function holdSmtp(): Promise<() => void> {
  return (await sink).hold()
}

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

/** The newest e-mail the SMTP sink received for `to` whose subject matches. */
export async function sentEmail(to: string, subject: RegExp) {
  return (await sentEmails()).filter((m) => m.to === to && subject.test(m.subject)).pop()
}

/** A storefront link to `path` carrying a fresh account token (32 random bytes, base64url), as the e-mails send it. */
export const tokenLink = (path: string, token = "[A-Za-z0-9_-]{43}") =>
  new RegExp(`https?://[^\\s]+/${path}\\?token=${token}(?![A-Za-z0-9_-])`)

/** The token of the newest verify-email or reset-password link e-mailed to `to` (from the SMTP sink). */
export async function tokenFromEmail(
  _container: MedusaContainer,
  to: string,
  template: "verify-email" | "reset-password"
): Promise<string> {
  const { messages } = await sink
  return smtpSink.linkToken(() => messages, to, template) as Promise<string>
}

/**
 * Asks for a reset link (POST /api/auth/forgot-password) and returns the token of the e-mail
 * this request sent. The link is mailed after the answer (a subscriber), so this waits for a
 * message newer than the request, never an earlier link to the same address.
 */
export async function requestResetToken(api: AxiosInstance, email: string): Promise<string> {
  const { messages } = await sink
  const before = messages.length
  const res = await api.post("/api/auth/forgot-password", { email }, noThrow)
  if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}: ${JSON.stringify(res.data)}`)
  return smtpSink.linkToken(() => messages.slice(before), email.trim(), "reset-password") as Promise<string>
}

/** Polls `read` until `done` accepts its value (work that runs after an answer), or fails after `timeoutMs`. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((r) => setTimeout(r, 100))
  }
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
