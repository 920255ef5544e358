/**
 * Security headers for `vite preview` (the production build served locally
 * and in the browser tests), matching deploy/nginx/storefront.conf.template.
 * The app needs only its own origin; Google's sign-in script, its frames and
 * calls are added when CSP_GOOGLE_* name them (as nginx does). HSTS belongs to
 * the TLS front in production and is sent by nginx only.
 * Not used by the dev server: its React refresh preamble is an inline script.
 */
export function securityHeaders(env: Record<string, string | undefined> = process.env): Record<string, string> {
  const google = (name: string) => (env[name] ? ` ${env[name]}` : "")
  const csp = [
    "default-src 'self'",
    `script-src 'self'${google("CSP_GOOGLE_SCRIPT")}`,
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
