/**
 * The Medusa admin lives at /app on the backend. The storefront reaches it on
 * its own origin: nginx proxies /app in production and the Vite dev/preview
 * servers do in development, so the link never carries a backend host.
 */
const MEDUSA_ADMIN_PATH = "/app"

export function medusaAdminUrl(origin: string = window.location.origin): string {
  return `${origin.replace(/\/+$/, "")}${MEDUSA_ADMIN_PATH}`
}
