import type { MedusaContainer } from "@medusajs/framework/types"
import { issueSignedToken, readSignedToken } from "../links/signed-token"
import { codTokenSecret } from "../cod/token-secret"

/**
 * The link in the e-mail after a failed delivery attempt (issue 44): signed for the AWB
 * (lib/links/signed-token.ts, its own label), valid for seven days from the e-mail (sent as the
 * attempt's scan is applied), about as long as a courier holds a parcel. It only asks for a re-attempt while the shipment's last attempt failed
 * (requestNdrAction's rules), so a link kept after delivery or return is refused.
 */
const LABEL = "sugandh:ndr-answer:v1"
const VALID_MS = 7 * 24 * 60 * 60 * 1000

export function ndrAnswerUrl(container: MedusaContainer, storefrontUrl: string, awb: string, sentAt: Date = new Date()): string {
  const token = issueSignedToken(LABEL, codTokenSecret(container), awb, new Date(sentAt.getTime() + VALID_MS))
  return `${storefrontUrl}/delivery-answer?token=${encodeURIComponent(token)}`
}

/** The AWB a shopper's link answers for, or null when malformed, forged or expired. */
export function readNdrAnswerToken(container: MedusaContainer, token: unknown, now: Date = new Date()): string | null {
  return readSignedToken(LABEL, codTokenSecret(container), token, now)
}
