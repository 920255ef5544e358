import { createHash, timingSafeEqual } from "node:crypto"

/** COURIER_WEBHOOK_TOKEN: the security token set in the courier's panel; unset, the webhook is off. */
export const courierWebhookToken = (): string | null => process.env.COURIER_WEBHOOK_TOKEN?.trim() || null

/**
 * Whether the `x-api-key` header equals the configured token, in constant time: both are hashed to
 * the same length first, so neither the content nor the length leaks through timing.
 */
export function courierTokenMatches(given: unknown, expected: string): boolean {
  if (typeof given !== "string" || !given) return false
  const a = createHash("sha256").update(given).digest()
  const b = createHash("sha256").update(expected).digest()
  return timingSafeEqual(a, b)
}
