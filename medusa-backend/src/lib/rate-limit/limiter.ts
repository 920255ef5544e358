import type { RateLimitStore } from "./stores"
import { defaultRateLimitStore } from "./default-store"

export type RateLimitResult = {
  allowed: boolean
  count: number
  limit: number
  retryAfterMs: number
}

export type RateLimiter = {
  /** Counts one attempt for the key and says whether it is still within the limit. */
  hit(key: string): Promise<RateLimitResult>
  /** Whether one more attempt would still be within the limit, without counting it. */
  peek(key: string): Promise<RateLimitResult>
  /** Gives back one counted attempt (a sign-in that succeeded); store errors are reported and ignored. */
  undo(key: string): Promise<void>
}

export type RateLimiterOptions = {
  /** Namespace for keys, e.g. "auth.login.ip". */
  name: string
  /** Attempts allowed per window; a function is read on every hit (settings may change at run time). */
  limit: number | (() => number)
  windowMs: number | (() => number)
  store?: RateLimitStore
  /** What to do when the store fails: allow (default) keeps the shop usable if Redis is down. */
  failOpen?: boolean
  onStoreError?: (error: unknown) => void
}

const read = (v: number | (() => number)) => (typeof v === "function" ? v() : v)

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const fallback = (e: unknown, limit: number): RateLimitResult => {
    options.onStoreError?.(e)
    if (options.failOpen === false) throw e
    return { allowed: true, count: 0, limit, retryAfterMs: 0 }
  }
  return {
    async peek(key: string) {
      const limit = read(options.limit)
      try {
        const store = options.store ?? defaultRateLimitStore()
        const { count, resetInMs } = await store.peek(`${options.name}:${key}`)
        return { allowed: count < limit, count, limit, retryAfterMs: count < limit ? 0 : resetInMs }
      } catch (e) {
        return fallback(e, limit)
      }
    },
    async hit(key: string) {
      const limit = read(options.limit)
      const windowMs = read(options.windowMs)
      try {
        const store = options.store ?? defaultRateLimitStore()
        const { count, resetInMs } = await store.hit(`${options.name}:${key}`, windowMs)
        return { allowed: count <= limit, count, limit, retryAfterMs: count <= limit ? 0 : resetInMs }
      } catch (e) {
        options.onStoreError?.(e)
        if (options.failOpen === false) throw e
        return { allowed: true, count: 0, limit, retryAfterMs: 0 }
      }
    },
    async undo(key: string) {
      try {
        const store = options.store ?? defaultRateLimitStore()
        await store.undo(`${options.name}:${key}`)
      } catch (e) {
        options.onStoreError?.(e)
      }
    },
  }
}
