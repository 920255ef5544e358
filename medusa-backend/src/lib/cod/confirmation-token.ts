import { createHmac, timingSafeEqual } from "node:crypto"

/**
 * The signed link in a cash-on-delivery order's e-mail: `<order id>.<expiry,
 * unix seconds>.<HMAC-SHA256>` keyed with the project's JWT secret (separated
 * from session tokens by its own label). Nothing is stored: the signature
 * proves the shop issued it for this order, the expiry (placed time +
 * COD_CONFIRM_HOURS) ends it with the order's confirmation window, and it is
 * single use because it only confirms an unconfirmed order, under the order's
 * lock (lib/cod/confirm-cod-order's rules): once confirmed or cancelled, the
 * same link is refused.
 */
const LABEL = "sugandh:cod-confirmation:v1"

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(`${LABEL}\n${payload}`).digest("base64url")

export function issueCodConfirmationToken(secret: string, orderId: string, expiresAt: Date): string {
  const payload = `${orderId}.${Math.floor(expiresAt.getTime() / 1000)}`
  return `${payload}.${sign(secret, payload)}`
}

/** The order a token confirms, or null when it is malformed, forged or expired. */
export function readCodConfirmationToken(secret: string, token: unknown, now: Date = new Date()): { orderId: string } | null {
  if (typeof token !== "string" || token.length > 200) return null
  const match = /^([A-Za-z0-9_]+)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const [, orderId, exp, signature] = match
  const expected = Buffer.from(sign(secret, `${orderId}.${exp}`))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  if (Number(exp) * 1000 <= now.getTime()) return null
  return { orderId }
}

/** The storefront page that confirms with the token (it takes the token out of the address bar first, lib/link-token). */
export function codConfirmationUrl(storefrontUrl: string, token: string): string {
  return `${storefrontUrl}/cod-confirm?token=${encodeURIComponent(token)}`
}
