import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { RateLimiter } from "./limiter"
import { DEFAULT_RATE_LIMIT_MESSAGE, limitersFor, type RateLimitRule } from "./middleware"
import type { RateLimitStore } from "./stores"

type FailureLimitOptions = {
  /** Namespace, e.g. "medusa-auth.user.login". */
  name: string
  rules: RateLimitRule[]
  message?: string
  store?: RateLimitStore
}

/**
 * Express middleware for sign-in routes we do not own (Medusa's /auth/...):
 * in the end only failed attempts count, but every attempt is counted first.
 * Each rule's counter is incremented atomically (INCR in Redis) before the
 * password is checked, and the request is refused with 429 `{ message }`
 * (written directly: Medusa's error handler renders unknown errors as 500)
 * when the increment took any rule over its limit. So N guesses sent at once
 * see each other: at most `limit` of them reach the password check, never
 * all N (a check-then-record limiter lets every parallel guess through).
 * An attempt that succeeds (2xx/3xx) gives its count back before its answer
 * leaves, so an operator who types the password right is never locked out
 * by their own sign-ins.
 */
export function limitFailures(options: FailureLimitOptions) {
  const limiters = limitersFor(options)

  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    try {
      const keyed = limiters
        .map(({ rule, limiter }) => ({ limiter, key: rule.key(req) }))
        .filter((k): k is { limiter: RateLimiter; key: string } => !!k.key)
      const counted = await Promise.all(keyed.map(({ limiter, key }) => limiter.hit(key)))
      const retryAfterMs = counted.filter((r) => !r.allowed).reduce((ms, r) => Math.max(ms, r.retryAfterMs, 1000), 0)
      if (retryAfterMs > 0) {
        res.setHeader("Retry-After", String(Math.ceil(retryAfterMs / 1000)))
        res.status(429).json({ type: "not_allowed", message: options.message ?? DEFAULT_RATE_LIMIT_MESSAGE })
        return
      }
      // Both Medusa's route and its error handler end in res.json: a success gives its attempt back first.
      const json = res.json.bind(res)
      res.json = ((body: unknown) => {
        if (res.statusCode >= 400) return json(body)
        Promise.all(keyed.map(({ limiter, key }) => limiter.undo(key))).finally(() => json(body))
        return res
      }) as typeof res.json
      next()
    } catch (e) {
      next(e)
    }
  }
}
