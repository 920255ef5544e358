/**
 * Small rate limiter for /api routes.
 *
 *   rateLimit({ name: "reviews.create", rules: [{ by: "ip", key: byIp, limit: 10, windowMs: 60_000 }] })
 *
 * gives an Express middleware answering 429 `{ message }`. Counters live in
 * Redis when REDIS_URL is set, in memory otherwise.
 */
export { rateLimit, byIp, byBodyEmail, DEFAULT_RATE_LIMIT_MESSAGE, type RateLimitRule, type RateLimitMiddlewareOptions } from "./middleware"
export { createRateLimiter, type RateLimiter, type RateLimiterOptions, type RateLimitResult } from "./limiter"
export { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore, type RedisLike } from "./stores"
export { defaultRateLimitStore, setDefaultRateLimitStore } from "./default-store"
export { envNumber } from "./env"
