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
  /** Which answers count as a failed attempt; 4xx by default. */
  isFailure?: (status: number) => boolean
}

const clientError = (status: number) => status >= 400 && status < 500

/**
 * Express middleware for sign-in routes we do not own (Medusa's /auth/...):
 * only failed attempts count. A request is refused with 429 `{ message }`
 * (written directly, since Medusa's error handler renders unknown errors as
 * 500) once any rule has reached its limit of failures in the window; a
 * failure is counted before its answer leaves, so the next attempt sees it.
 */
export function limitFailures(options: FailureLimitOptions) {
  const isFailure = options.isFailure ?? clientError
  const limiters = limitersFor(options)

  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    try {
      const keyed = limiters
        .map(({ rule, limiter }) => ({ limiter, key: rule.key(req) }))
        .filter((k): k is { limiter: RateLimiter; key: string } => !!k.key)
      let retryAfterMs = 0
      for (const { limiter, key } of keyed) {
        const result = await limiter.peek(key)
        if (!result.allowed) retryAfterMs = Math.max(retryAfterMs, result.retryAfterMs, 1000)
      }
      if (retryAfterMs > 0) {
        res.setHeader("Retry-After", String(Math.ceil(retryAfterMs / 1000)))
        res.status(429).json({ type: "not_allowed", message: options.message ?? DEFAULT_RATE_LIMIT_MESSAGE })
        return
      }
      // Count a failure before the answer is written (both Medusa's route and its error handler end in res.json).
      const json = res.json.bind(res)
      res.json = ((body: unknown) => {
        if (!isFailure(res.statusCode)) return json(body)
        Promise.all(keyed.map(({ limiter, key }) => limiter.hit(key))).finally(() => json(body))
        return res
      }) as typeof res.json
      next()
    } catch (e) {
      next(e)
    }
  }
}
