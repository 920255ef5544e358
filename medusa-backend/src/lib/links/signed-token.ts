import { createHmac, timingSafeEqual } from "node:crypto"

/**
 * The signed links the shop e-mails (COD confirmation, the answer to a failed delivery):
 * `<subject>.<expiry, unix seconds>.<HMAC-SHA256>`, keyed with the project's JWT secret and a label
 * per kind of link (so one kind's token is never another's). Nothing is stored: the signature proves
 * the shop issued it for this subject, the expiry ends it.
 */
const sign = (label: string, secret: string, payload: string) =>
  createHmac("sha256", secret).update(`${label}\n${payload}`).digest("base64url")

export function issueSignedToken(label: string, secret: string, subject: string, expiresAt: Date): string {
  const payload = `${subject}.${Math.floor(expiresAt.getTime() / 1000)}`
  return `${payload}.${sign(label, secret, payload)}`
}

/** The subject a token was issued for, or null when it is malformed, forged or expired. */
export function readSignedToken(label: string, secret: string, token: unknown, now: Date = new Date()): string | null {
  if (typeof token !== "string" || token.length > 200) return null
  const match = /^([A-Za-z0-9_]+)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const [, subject, exp, signature] = match
  const expected = Buffer.from(sign(label, secret, `${subject}.${exp}`))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  if (Number(exp) * 1000 <= now.getTime()) return null
  return subject
}
