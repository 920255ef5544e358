import { createHmac, timingSafeEqual } from "crypto"

/** HMAC-SHA256 in hex, the form of both Razorpay signatures. */
function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac("sha256", secret).update(message).digest("hex")
}

/** Compares in constant time so a forger learns nothing from how long a refusal takes. */
function sameHex(expected: string, given: unknown): boolean {
  if (typeof given !== "string" || !/^[0-9a-f]+$/i.test(given)) return false
  const a = Buffer.from(expected, "hex")
  const b = Buffer.from(given.toLowerCase(), "hex")
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The checkout's proof of payment: HMAC-SHA256 of `order_id|razorpay_payment_id`
 * keyed with the key secret, where order_id is the one the shop created and
 * stored, never the one the browser sends back
 * (https://razorpay.com/docs/developer-tools/integrations/standard-checkout, step 3;
 * https://razorpay.com/docs/payments/payment-gateway/s2s-integration/test-s2s/best-practices/security).
 */
export function checkoutSignatureIsValid(input: { orderId: string; paymentId: string; signature: unknown; keySecret: string }): boolean {
  return sameHex(hmacHex(input.keySecret, `${input.orderId}|${input.paymentId}`), input.signature)
}

/**
 * A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw request body keyed
 * with the webhook secret; the body must not be parsed and serialised again
 * first (https://razorpay.com/docs/webhooks/validate-test/).
 */
export function webhookSignatureIsValid(input: { rawBody: string | Buffer; signature: unknown; secret: string }): boolean {
  return sameHex(hmacHex(input.secret, input.rawBody), input.signature)
}

/** What the tests' Razorpay double and the docs' examples compute; exported for them. */
export const signRazorpay = hmacHex
