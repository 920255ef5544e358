import { clientIp } from "./client-ip"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { DomainError } from "../errors"
import { createRateLimiter, type RateLimiter } from "./limiter"
import type { RateLimitStore } from "./stores"

export type RateLimitRule = {
  /** Suffix of the key namespace, e.g. "ip" or "email". */
  by: string
  /** The value to count per request; undefined skips the rule (e.g. no e-mail in the body). */
  key: (req: MedusaRequest) => string | undefined
  limit: number | (() => number)
  windowMs: number | (() => number)
}

export type RateLimitMiddlewareOptions = {
  /** Namespace, e.g. "auth.login". */
  name: string
  rules: RateLimitRule[]
  message?: string
  store?: RateLimitStore
}

export const DEFAULT_RATE_LIMIT_MESSAGE = "Too many attempts. Please try again later."

/**
 * The real client address: X-Forwarded-For counts only through trusted
 * proxies (TRUSTED_PROXIES, see client-ip.ts). Not Express's req.ip: Medusa
 * sets `trust proxy` to one hop, which believes any peer's header.
 */
export const byIp = (req: MedusaRequest): string | undefined => clientIp(req)

/** Trimmed, lower-cased `email` of a JSON body, when present. */
export const byBodyEmail = (req: MedusaRequest): string | undefined => {
  const email = (req.body as Record<string, unknown> | undefined)?.email
  return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : undefined
}

/** One limiter per rule, named `<name>.<by>`, in the given store (or the default one). */
export function limitersFor(options: {
  name: string
  rules: RateLimitRule[]
  store?: RateLimitStore
}): Array<{ rule: RateLimitRule; limiter: RateLimiter }> {
  return options.rules.map((rule) => ({
    rule,
    limiter: createRateLimiter({
      name: `${options.name}.${rule.by}`,
      limit: rule.limit,
      windowMs: rule.windowMs,
      store: options.store,
      onStoreError: (e) => console.warn(`rate limit store error (${options.name}.${rule.by}): ${(e as Error).message}`),
    }),
  }))
}

/**
 * Express middleware: every rule counts the request; when any rule is over its
 * limit the request ends with 429 `{ message }` and a Retry-After header.
 */
export function rateLimit(options: RateLimitMiddlewareOptions) {
  const limiters = limitersFor(options)

  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    try {
      let retryAfterMs = 0
      for (const { rule, limiter } of limiters) {
        const key = rule.key(req)
        if (!key) continue
        const result = await limiter.hit(key)
        if (!result.allowed) retryAfterMs = Math.max(retryAfterMs, result.retryAfterMs)
      }
      if (retryAfterMs > 0) {
        res.setHeader("Retry-After", String(Math.ceil(retryAfterMs / 1000)))
        return next(new DomainError("too_many_attempts", options.message ?? DEFAULT_RATE_LIMIT_MESSAGE))
      }
      next()
    } catch (e) {
      next(e)
    }
  }
}
