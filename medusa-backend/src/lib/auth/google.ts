import type { JWTVerifyGetKey } from "jose" with { "resolution-mode": "import" }
import { loadJose } from "./jose"

const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"]
const DEFAULT_GOOGLE_JWKS_URL = "https://www.googleapis.com/oauth2/v3/certs"

/** What we use from a verified Google ID token. */
export type GoogleProfile = {
  sub: string
  email: string
  emailVerified: boolean
  firstName: string
  lastName: string
  picture?: string
}

export class GoogleNotConfiguredError extends Error {}
class InvalidGoogleTokenError extends Error {}
/** Google's key set could not be fetched (network, timeout). */
export class GoogleUnavailableError extends Error {}

// One key set per URL: jose caches keys and refetches on an unknown "kid".
const keySets = new Map<string, JWTVerifyGetKey>()
async function keySet(url: string): Promise<JWTVerifyGetKey> {
  let set = keySets.get(url)
  if (!set) {
    const { createRemoteJWKSet } = await loadJose()
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 })
    keySets.set(url, set)
  }
  return set
}

/**
 * Verifies signature (against GOOGLE_JWKS_URL), issuer, audience
 * (GOOGLE_CLIENT_ID) and expiry of a Google ID token and returns the profile.
 */
export async function verifyGoogleIdToken(idToken: string, env: NodeJS.ProcessEnv = process.env): Promise<GoogleProfile> {
  const clientId = env.GOOGLE_CLIENT_ID
  if (!clientId) throw new GoogleNotConfiguredError("Google sign-in is not configured")
  let payload: Record<string, unknown>
  try {
    const { jwtVerify } = await loadJose()
    const result = await jwtVerify(idToken, await keySet(env.GOOGLE_JWKS_URL || DEFAULT_GOOGLE_JWKS_URL), {
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      algorithms: ["RS256"],
      requiredClaims: ["sub", "exp", "iat"],
    })
    payload = result.payload as Record<string, unknown>
  } catch (e) {
    const err = e as Error & { code?: string }
    if (err.code === "ERR_JWKS_TIMEOUT" || err.name === "TypeError" || /fetch|ECONNREFUSED|ENOTFOUND/i.test(err.message)) {
      throw new GoogleUnavailableError(err.message)
    }
    throw new InvalidGoogleTokenError(err.message)
  }
  const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : ""
  if (!email || typeof payload.sub !== "string") {
    throw new InvalidGoogleTokenError("The Google token has no e-mail")
  }
  const fullName = typeof payload.name === "string" ? payload.name.trim() : ""
  const firstName = (typeof payload.given_name === "string" && payload.given_name.trim()) || fullName.split(/\s+/)[0] || email.split("@")[0]
  const lastName = (typeof payload.family_name === "string" && payload.family_name.trim()) || fullName.split(/\s+/).slice(1).join(" ")
  return {
    sub: payload.sub,
    email,
    emailVerified: payload.email_verified === true || payload.email_verified === "true",
    firstName,
    lastName,
    picture: typeof payload.picture === "string" ? payload.picture : undefined,
  }
}
