import Redis from "ioredis"

/**
 * One Redis connection per process for the operator's checks (/ready, /metrics), apart
 * from Medusa's own: a check must not queue behind, or disturb, the event bus and locks.
 * Null without REDIS_URL.
 */
let client: Redis | null = null

export function probeRedis(): Redis | null {
  const url = process.env.REDIS_URL
  if (!url) return null
  // No offline queue and one retry: a check answers within its timeout instead of waiting for Redis.
  client ??= new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 })
  return client
}

/** The connected probe client (connecting it on first use), or null without REDIS_URL. */
export async function connectedRedis(): Promise<Redis | null> {
  const redis = probeRedis()
  if (redis && (redis.status === "wait" || redis.status === "end")) await redis.connect().catch(() => undefined)
  return redis
}

/**
 * Medusa's event bus queue (event-bus-redis: BullMQ queue "events-queue", key prefix
 * "RedisEventBusService"): events emitted and not yet taken by a worker.
 */
export const EVENT_QUEUE_WAIT_KEY = "RedisEventBusService:events-queue:wait"

export async function eventQueueWaiting(redis: Redis): Promise<number> {
  return redis.llen(EVENT_QUEUE_WAIT_KEY)
}

/** Rejects after ms: a check that hangs counts as failed. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} timed out`)), ms)))
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
