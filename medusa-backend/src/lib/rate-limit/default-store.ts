import { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from "./stores"

let store: RateLimitStore | undefined

/**
 * The process-wide store: Redis when REDIS_URL is set (so limits hold across
 * instances), memory otherwise. ioredis comes with Medusa's Redis modules.
 */
export function defaultRateLimitStore(): RateLimitStore {
  if (store) return store
  const url = process.env.REDIS_URL
  if (url) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- ioredis loads only when a Redis URL is set
    const Redis = require("ioredis")
    const client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false })
    client.on("error", () => undefined) // connection errors surface on hit() and are handled there
    store = new RedisRateLimitStore(client)
  } else {
    store = new MemoryRateLimitStore()
  }
  return store
}

/** For tests: replace (or reset with undefined) the process-wide store. */
export function setDefaultRateLimitStore(next: RateLimitStore | undefined): void {
  store = next
}
