/**
 * A bearer token that is fetched once, shared by concurrent callers and kept
 * until it expires or a 401 says it is no longer good (`invalidate`). Couriers
 * that log in with a password (Shiprocket) use it; a courier with a static API
 * key (Delhivery direct) passes `{ get: async () => key, invalidate() {} }`.
 */
export type TokenSource = {
  get(): Promise<string>
  invalidate(token: string): void
}

export type IssuedToken = { token: string; ttlMs: number }

/** Renew a little before the courier's stated expiry, so a request never leaves with a token about to lapse. */
const EXPIRY_MARGIN_MS = 60 * 60 * 1000

export function cachedToken(login: () => Promise<IssuedToken>, now: () => number = Date.now): TokenSource {
  let current: { token: string; expiresAt: number } | null = null
  let pending: Promise<string> | null = null

  return {
    async get() {
      if (current && now() < current.expiresAt) return current.token
      // One login for every caller waiting at the same moment.
      pending ??= login()
        .then(({ token, ttlMs }) => {
          current = { token, expiresAt: now() + Math.max(ttlMs - EXPIRY_MARGIN_MS, 0) }
          return token
        })
        .finally(() => {
          pending = null
        })
      return pending
    },
    invalidate(token) {
      // Only the token the 401 answered: a newer one fetched meanwhile stays.
      if (current?.token === token) current = null
    },
  }
}
