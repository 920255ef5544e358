import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { DomainError } from "../errors"
import { clientIp } from "./client-ip"
import { envNumber } from "./env"
import { createRateLimiter, type RateLimiter } from "./limiter"
import type { RateLimitStore } from "./stores"

export const SIGN_IN_LIMIT_MESSAGE = "Too many attempts. Please wait a few minutes and try again."

// Test runs share one IP (127.0.0.1) across many sign-ins, so the defaults are
// generous under NODE_ENV=test; the rate-limit tests set small limits explicitly.
const testing = () => process.env.NODE_ENV === "test"
export const signInWindowMs = () => envNumber("AUTH_RATE_LIMIT_WINDOW_MS", 15 * 60 * 1000)
/** Failed password checks per client address, whatever the account. */
export const signInFailuresPerIp = () => envNumber("AUTH_RATE_LIMIT_MAX", testing() ? 10_000 : 20)
/** Failed password checks per account, whatever the client. */
export const signInFailuresPerAccount = () => envNumber("AUTH_RATE_LIMIT_EMAIL_MAX", testing() ? 10_000 : 10)
/** How long a client stays known to an account after a sign-in that succeeded from it. */
const KNOWN_CLIENT_MS = 30 * 24 * 60 * 60 * 1000

const onStoreError = (e: unknown) => console.warn(`rate limit store error (sign-in): ${(e as Error).message}`)
const limiter = (by: string, limit: () => number, windowMs: () => number, store?: RateLimitStore): RateLimiter =>
  createRateLimiter({ name: `sign-in.${by}`, limit, windowMs, store, onStoreError })

export type SignInLimitOptions = {
  /**
   * The account the request tries a password for: the e-mail of the body on the
   * sign-in doors, the signed-in account's e-mail on change-password. Every
   * door names the same account the same way (trimmed, lower-cased e-mail), so
   * they share one counter.
   */
  account: (req: MedusaRequest) => string | undefined | Promise<string | undefined>
  store?: RateLimitStore
}

/**
 * Password checks of every door (POST /api/auth/login, Medusa's
 * /auth/{user,customer}/emailpass, PUT /api/auth/change-password) count
 * against the same counters (names "sign-in.*", Redis when REDIS_URL is set):
 *
 * - per client address and per account, only failures count. Every attempt is
 *   counted before the password is checked (an atomic INCR, so N parallel
 *   guesses see each other and at most the limit reach the check), and one that
 *   succeeds (2xx/3xx) gives its counts back before its answer leaves: an
 *   operator or a shopper who types the password right is never limited by
 *   their own sign-ins.
 * - a lock others caused (the account over its limit) is passed by a client
 *   the account is known on (a sign-in succeeded from that address in the last
 *   30 days) while that client's own failures on the account stay under the
 *   account's limit. Anyone can otherwise lock any account with ten guesses;
 *   an unknown address still meets the lock, so spreading guesses over many
 *   addresses buys an attacker nothing (the trade-off: docs/decisions.md, D11).
 */
export function limitSignInFailures(options: SignInLimitOptions) {
  const perIp = limiter("ip", signInFailuresPerIp, signInWindowMs, options.store)
  const perAccount = limiter("account", signInFailuresPerAccount, signInWindowMs, options.store)
  const perAccountAndClient = limiter("account-client", signInFailuresPerAccount, signInWindowMs, options.store)
  const knownClients = limiter(
    "known-client",
    () => Number.MAX_SAFE_INTEGER,
    () => KNOWN_CLIENT_MS,
    options.store
  )

  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    try {
      const account = (await options.account(req))?.trim().toLowerCase() || undefined
      const ip = clientIp(req)
      const pair = account && ip ? `${account} ${ip}` : undefined
      const counted: Array<[RateLimiter, string]> = []
      const count = async (l: RateLimiter, key: string | undefined) => {
        if (!key) return undefined
        counted.push([l, key])
        return l.hit(key)
      }
      const [byIp, byAccount, byPair, known] = await Promise.all([
        count(perIp, ip),
        count(perAccount, account),
        count(perAccountAndClient, pair),
        pair ? knownClients.peek(pair) : undefined,
      ])
      const lockPassed = byAccount && !byAccount.allowed && !!known?.count && !!byPair?.allowed
      const over = [byIp, byPair, lockPassed ? undefined : byAccount].filter((r) => r && !r.allowed)
      if (over.length) {
        const retryAfterMs = over.reduce((ms, r) => Math.max(ms, r!.retryAfterMs, 1000), 0)
        res.setHeader("Retry-After", String(Math.ceil(retryAfterMs / 1000)))
        return next(new DomainError("too_many_attempts", SIGN_IN_LIMIT_MESSAGE))
      }
      // Both the routes and the error handlers end in res.json: a success gives its attempt back first.
      const json = res.json.bind(res)
      res.json = ((body: unknown) => {
        if (res.statusCode >= 400) return json(body)
        Promise.all([...counted.map(([l, key]) => l.undo(key)), pair ? knownClients.hit(pair) : undefined]).finally(() => json(body))
        return res
      }) as typeof res.json
      next()
    } catch (e) {
      next(e)
    }
  }
}

/** The account a sign-in body names: its trimmed, lower-cased `email`. */
export const bodyEmailAccount = (req: MedusaRequest): string | undefined => {
  const email = (req.body as Record<string, unknown> | undefined)?.email
  return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : undefined
}
