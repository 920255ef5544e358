import { issueSignedToken, readSignedToken } from "../links/signed-token"

/**
 * The signed link in a cash-on-delivery order's e-mail (lib/links/signed-token.ts: `<order id>.<expiry>.<HMAC>`).
 * The expiry (placed time + COD_CONFIRM_HOURS) ends it with the order's confirmation window, and it is
 * single use because it only confirms an unconfirmed order, under the order's lock
 * (lib/cod/confirm-cod-order's rules): once confirmed or cancelled, the same link is refused.
 */
const LABEL = "sugandh:cod-confirmation:v1"

export function issueCodConfirmationToken(secret: string, orderId: string, expiresAt: Date): string {
  return issueSignedToken(LABEL, secret, orderId, expiresAt)
}

/** The order a token confirms, or null when it is malformed, forged or expired. */
export function readCodConfirmationToken(secret: string, token: unknown, now: Date = new Date()): { orderId: string } | null {
  const orderId = readSignedToken(LABEL, secret, token, now)
  return orderId ? { orderId } : null
}

/** The storefront page that confirms with the token (it takes the token out of the address bar first, lib/link-token). */
export function codConfirmationUrl(storefrontUrl: string, token: string): string {
  return `${storefrontUrl}/cod-confirm?token=${encodeURIComponent(token)}`
}
