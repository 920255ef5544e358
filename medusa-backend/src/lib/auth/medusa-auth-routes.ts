/**
 * Which of Medusa's own /auth routes this shop serves. Medusa answers
 * `/auth/{actor_type}/{provider}` for any actor type its configuration does
 * not name (`authMethodsPerActor` only narrows the providers of the actor
 * types it lists), so `/auth/zz/emailpass` would check passwords and issue
 * tokens outside every limit. Everything not listed here is answered 404
 * before Medusa sees it.
 *
 * Served:
 * - `/auth/session` (POST, DELETE) and `/auth/token/refresh` (POST): the
 *   Medusa admin's session (the backend checks that the session is still live);
 * - `/auth/mfa/...`: the Medusa admin's own two-factor screens, exactly the
 *   routes and methods Medusa serves (Medusa authenticates them; the session
 *   version check of api/cross-cutting/medusa-sessions.ts runs first);
 * - `/auth/{actor}/providers` (GET) and, for every provider configured for
 *   the actor in `authMethodsPerActor`, POST `/auth/{actor}/{provider}` and its
 *   `/register`, `/reset-password` and `/update`. emailpass has no redirect
 *   flow, so GET and `/callback` are served only for other providers.
 */
export type AuthMethodsPerActor = Record<string, string[] | undefined>

const EMAILPASS_CALLS = new Set(["register", "reset-password", "update"])

/** Medusa's two-factor routes (@medusajs/medusa api/auth/mfa): factors, a factor, its verification, a challenge's, recovery codes. */
function isMfaRoute(method: string, parts: (string | undefined)[]): boolean {
  const [a, id, verb, ...more] = parts
  if (more.length) return false
  if (method === "OPTIONS") return true
  if (a === "factors" && !id) return method === "GET" || method === "POST"
  if (a === "factors" && id && !verb) return method === "DELETE"
  if ((a === "factors" || a === "challenges") && id && verb === "verify") return method === "POST"
  return a === "recovery-codes" && !id && method === "POST"
}

export function isServedMedusaAuthRoute(method: string, path: string, methodsPerActor: AuthMethodsPerActor): boolean {
  const m = method.toUpperCase()
  // A CORS preflight carries no credentials; Medusa's CORS middleware answers it.
  const is = (...methods: string[]) => m === "OPTIONS" || methods.includes(m)
  const parts = path.split("?")[0].replace(/\/+$/, "").split("/").filter(Boolean)
  if (parts[0] !== "auth") return false
  const [, first, second, third, ...rest] = parts
  if (first === "session") return !second && is("POST", "DELETE")
  if (first === "token") return second === "refresh" && !third && is("POST")
  if (first === "mfa") return isMfaRoute(m, [second, third, ...rest])
  // Own keys only: "constructor" or "__proto__" are not actor types.
  const providers = first && Object.prototype.hasOwnProperty.call(methodsPerActor, first) ? methodsPerActor[first] : undefined
  if (!Array.isArray(providers) || !second || rest.length) return false
  if (second === "providers") return !third && is("GET")
  if (!providers.includes(second)) return false
  const redirects = second !== "emailpass"
  if (!third) return redirects ? is("GET", "POST") : is("POST")
  if (third === "callback") return redirects && is("GET", "POST")
  return EMAILPASS_CALLS.has(third) && is("POST")
}
