import { DomainError } from "../errors"
import { GoogleNotConfiguredError, GoogleUnavailableError, verifyGoogleIdToken, type GoogleProfile } from "./google"
import { AUTH_MESSAGES } from "./messages"

/** verifyGoogleIdToken with its failures as /api errors: 503 not configured or unreachable, 401 bad token. */
export async function verifyGoogleForApi(idToken: string): Promise<GoogleProfile> {
  try {
    return await verifyGoogleIdToken(idToken)
  } catch (e) {
    if (e instanceof GoogleNotConfiguredError) throw new DomainError("unavailable", AUTH_MESSAGES.googleNotConfigured)
    if (e instanceof GoogleUnavailableError) throw new DomainError("unavailable", AUTH_MESSAGES.googleUnavailable)
    throw new DomainError("not_authenticated", AUTH_MESSAGES.googleInvalid)
  }
}

export const googleUserInfo = (p: GoogleProfile) => ({
  email: p.email,
  firstName: p.firstName,
  lastName: p.lastName,
  picture: p.picture ?? null,
})
