import { createRateLimiter } from "../limiter"
import { MemoryRateLimitStore, RedisRateLimitStore } from "../stores"

describe("MemoryRateLimitStore", () => {
  it("counts per key within a fixed window and starts over after it", async () => {
    let now = 1_000
    const store = new MemoryRateLimitStore(() => now)
    expect(await store.hit("a", 100)).toEqual({ count: 1, resetInMs: 100 })
    expect((await store.hit("a", 100)).count).toBe(2)
    expect((await store.hit("b", 100)).count).toBe(1)
    now += 100
    expect((await store.hit("a", 100)).count).toBe(1)
  })

  it("peeks at a count without adding to it", async () => {
    let now = 1_000
    const store = new MemoryRateLimitStore(() => now)
    expect(await store.peek("a")).toEqual({ count: 0, resetInMs: 0 })
    await store.hit("a", 100)
    now += 40
    expect(await store.peek("a")).toEqual({ count: 1, resetInMs: 60 })
    expect(await store.peek("a")).toEqual({ count: 1, resetInMs: 60 })
    now += 60
    expect((await store.peek("a")).count).toBe(0)
  })

  it("undo takes one back from a live window, never below 0, and never revives an expired one", async () => {
    let now = 1_000
    const store = new MemoryRateLimitStore(() => now)
    await store.hit("a", 100)
    await store.hit("a", 100)
    await store.undo("a")
    expect((await store.peek("a")).count).toBe(1)
    await store.undo("a")
    await store.undo("a")
    expect((await store.peek("a")).count).toBe(0)
    await store.hit("a", 100)
    now += 100
    await store.undo("a")
    expect((await store.hit("a", 100)).count).toBe(1)
  })
})

describe("createRateLimiter", () => {
  it("allows up to the limit and reports when to retry", async () => {
    const limiter = createRateLimiter({ name: "t", limit: 2, windowMs: 1000, store: new MemoryRateLimitStore(() => 0) })
    expect((await limiter.hit("ip")).allowed).toBe(true)
    expect((await limiter.hit("ip")).allowed).toBe(true)
    expect(await limiter.hit("ip")).toEqual({ allowed: false, count: 3, limit: 2, retryAfterMs: 1000 })
  })

  it("reads limits lazily and fails open when the store is down", async () => {
    let limit = 1
    const down = async () => Promise.reject(new Error("redis down"))
    const broken = { hit: down, peek: down, undo: down }
    const errors: unknown[] = []
    const limiter = createRateLimiter({ name: "t", limit: () => limit, windowMs: 1000, store: broken, onStoreError: (e) => errors.push(e) })
    expect((await limiter.hit("ip")).allowed).toBe(true)
    expect(errors).toHaveLength(1)
    const strict = createRateLimiter({ name: "t", limit: () => limit, windowMs: 1000, store: broken, failOpen: false })
    await expect(strict.hit("ip")).rejects.toThrow("redis down")
    limit = 2
  })

  it("peek says whether one more attempt fits, without counting", async () => {
    const limiter = createRateLimiter({ name: "t", limit: 2, windowMs: 1000, store: new MemoryRateLimitStore(() => 0) })
    await limiter.hit("ip")
    expect((await limiter.peek("ip")).allowed).toBe(true)
    await limiter.hit("ip")
    expect(await limiter.peek("ip")).toEqual({ allowed: false, count: 2, limit: 2, retryAfterMs: 1000 })
  })
})

// Runs against a real Redis when REDIS_URL is set (127.0.0.1:6379 on the dev machine).
const redisUrl = process.env.REDIS_URL
;(redisUrl ? describe : describe.skip)("RedisRateLimitStore", () => {
  it("counts atomically with an expiry", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- ioredis loads only when a Redis URL is set
    const Redis = require("ioredis")
    const client = new Redis(redisUrl)
    const store = new RedisRateLimitStore(client, `rl-test-${Date.now()}:`)
    try {
      expect((await store.hit("k", 5000)).count).toBe(1)
      const second = await store.hit("k", 5000)
      expect(second.count).toBe(2)
      expect(second.resetInMs).toBeGreaterThan(0)
      expect(second.resetInMs).toBeLessThanOrEqual(5000)
      expect((await store.peek("k")).count).toBe(2)
      expect((await store.peek("k")).count).toBe(2)
      expect((await store.peek("missing")).count).toBe(0)
      await store.undo("k")
      expect((await store.peek("k")).count).toBe(1)
      await store.undo("missing")
      expect((await store.peek("missing")).count).toBe(0)
    } finally {
      await client.quit()
    }
  })
})
