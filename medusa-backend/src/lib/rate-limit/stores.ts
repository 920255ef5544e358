/** A fixed-window counter: `hit` adds one to the key and returns the count in the current window. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>
  /** The key's count in the current window without adding to it (0 when none). */
  peek(key: string): Promise<{ count: number; resetInMs: number }>
  /** Takes one back from the key's count in the current window (never below 0): an attempt that turned out not to count. */
  undo(key: string): Promise<void>
}

/** Per-process counters; fine for one instance and for tests. Expired windows are swept lazily. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()
  private lastSweep = 0

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number) {
    const now = this.now()
    this.sweep(now)
    let w = this.windows.get(key)
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs }
      this.windows.set(key, w)
    }
    w.count += 1
    return { count: w.count, resetInMs: w.resetAt - now }
  }

  async peek(key: string) {
    const now = this.now()
    const w = this.windows.get(key)
    return !w || w.resetAt <= now ? { count: 0, resetInMs: 0 } : { count: w.count, resetInMs: w.resetAt - now }
  }

  async undo(key: string) {
    const w = this.windows.get(key)
    if (w && w.resetAt > this.now() && w.count > 0) w.count -= 1
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return
    this.lastSweep = now
    for (const [key, w] of this.windows) {
      if (w.resetAt <= now) this.windows.delete(key)
    }
  }
}

/** The few ioredis calls we use, so tests can pass a fake. */
export type RedisLike = {
  eval(script: string, numKeys: number, ...args: (string | number)[]): Promise<unknown>
}

// INCR and set the expiry on the first hit, atomically, and return the remaining time.
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {c, ttl}`

const PEEK_SCRIPT = `
local c = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
return {c, ttl}`

// DECR only an existing, positive counter: an expired window is not brought back as -1.
const UNDO_SCRIPT = `
local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECR', KEYS[1]) end
return 0`

/** Counters shared by every backend instance through Redis. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: RedisLike,
    private readonly prefix = "rl:"
  ) {}

  async hit(key: string, windowMs: number) {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs)) as [number, number]
    return { count: Number(count), resetInMs: Number(ttl) }
  }

  async peek(key: string) {
    const [count, ttl] = (await this.redis.eval(PEEK_SCRIPT, 1, this.prefix + key)) as [number, number]
    return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) }
  }

  async undo(key: string) {
    await this.redis.eval(UNDO_SCRIPT, 1, this.prefix + key)
  }
}
