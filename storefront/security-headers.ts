/**
 * Security headers of every server-rendered page (src/app/entry.server.tsx),
 * in production and in the tests alike. The app needs only its own origin;
 * Google's sign-in script, its frames and calls are added when CSP_GOOGLE_*
 * name them. React Router's inline scripts (the loader data and the module
 * bootstrap) run only with this response's nonce, or, on a page a shared
 * cache keeps, only if their text has one of the given hashes. HSTS belongs
 * to the TLS front and is sent by nginx only.
 * Not used by the dev server: its React refresh preamble is an inline script.
 */
export function securityHeaders(
  env: Record<string, string | undefined> = process.env,
  options: { nonce?: string; scriptHashes?: string[] } = {}
): Record<string, string> {
  const google = (name: string) => (env[name] ? ` ${env[name]}` : "")
  const nonce = options.nonce ? ` 'nonce-${options.nonce}'` : ""
  const hashes = (options.scriptHashes ?? []).map((hash) => ` ${hash}`).join("")
  const csp = [
    "default-src 'self'",
    `script-src 'self'${nonce}${hashes}${google("CSP_GOOGLE_SCRIPT")}`,
    `style-src 'self' 'unsafe-inline'${google("CSP_GOOGLE_SCRIPT")}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${google("CSP_GOOGLE_CONNECT")}`,
    `frame-src 'self'${google("CSP_GOOGLE_FRAME")}`,
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
