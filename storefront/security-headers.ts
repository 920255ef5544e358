/**
 * Where Razorpay Checkout loads from and talks to: its script
 * (https://checkout.razorpay.com/v1/checkout.js), the payment frame it opens
 * from api.razorpay.com, and its calls (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/
 * and its CSP note: checkout.razorpay.com, api.razorpay.com, lumberjack.razorpay.com).
 */
export const RAZORPAY_CSP = {
  script: "https://checkout.razorpay.com",
  connect: "https://api.razorpay.com https://lumberjack.razorpay.com",
  frame: "https://api.razorpay.com https://checkout.razorpay.com",
} as const

/** The one page that may load Razorpay Checkout. */
export const GATEWAY_PAGE = "/checkout"

/**
 * Security headers of every server-rendered page (src/app/entry.server.tsx),
 * in production and in the tests alike. The app needs only its own origin;
 * Google's sign-in script, its frames and calls are added when CSP_GOOGLE_*
 * name them. React Router's inline scripts (the loader data and the module
 * bootstrap) run only with this response's nonce, or, on a page a shared
 * cache keeps, only if their text has one of the given hashes. HSTS belongs
 * to the TLS front and is sent by nginx only.
 * Not used by the dev server: its React refresh preamble is an inline script.
 *
 * `gateway` (the /checkout page alone): Razorpay Checkout's script, its frames
 * and its calls are allowed there and nowhere else (issue 46).
 */
export function securityHeaders(
  env: Record<string, string | undefined> = process.env,
  options: { nonce?: string; scriptHashes?: string[]; gateway?: boolean } = {}
): Record<string, string> {
  const google = (name: string) => (env[name] ? ` ${env[name]}` : "")
  const razorpay = (origins: string) => (options.gateway ? ` ${origins}` : "")
  const nonce = options.nonce ? ` 'nonce-${options.nonce}'` : ""
  const hashes = (options.scriptHashes ?? []).map((hash) => ` ${hash}`).join("")
  const csp = [
    "default-src 'self'",
    `script-src 'self'${nonce}${hashes}${google("CSP_GOOGLE_SCRIPT")}${razorpay(RAZORPAY_CSP.script)}`,
    `style-src 'self' 'unsafe-inline'${google("CSP_GOOGLE_SCRIPT")}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${google("CSP_GOOGLE_CONNECT")}${razorpay(RAZORPAY_CSP.connect)}`,
    `frame-src 'self'${google("CSP_GOOGLE_FRAME")}${razorpay(RAZORPAY_CSP.frame)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  }
}
