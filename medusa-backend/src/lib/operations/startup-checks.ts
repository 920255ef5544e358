import Redis from "ioredis"
import { ModulesSdkUtils } from "@medusajs/framework/utils"

/**
 * Start-up pre-flight: can this process reach its database and Redis at all?
 *
 * Why not just Medusa's own connection handling: with DATABASE_URL on a
 * closed port Medusa waits for knex's 60 s acquire timeout five times
 * (about 5 minutes) before it exits, and its pool options do not expose that
 * timeout; with REDIS_URL on a closed port the Redis modules retry for ~18 s
 * and exit with "Reached the max retries per request limit", which does not
 * say which setting is wrong. Cutting their retries short in the module
 * options would also make a running server give up on a Redis restart.
 * So start-up checks once, briefly, and names the variable to fix.
 */

/** Keep trying this long: a database or Redis container may still be starting. */
const RETRY_WINDOW_MS = 5_000
const ATTEMPT_TIMEOUT_MS = 3_000
const RETRY_DELAY_MS = 500

/** PostgreSQL answered and refused (wrong password, missing database): retrying cannot help. */
const FINAL_PG_CODES = new Set(["28P01", "28000", "3D000"])

class StartupCheckError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "StartupCheckError"
  }
}

/** The URL as it may be logged: "redis://:s3cret@host" → "redis://:***@host". */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = "***"
    return parsed.toString().replace(/\/$/, "")
  } catch {
    return "(not a valid URL)"
  }
}

function reasonOf(error: unknown): string {
  const e = error as { message?: string; code?: string; errors?: Array<{ message?: string }> }
  // Node reports "localhost" refusals as an AggregateError (IPv4 and IPv6) with an empty message.
  const message = e?.message || e?.errors?.map((inner) => inner.message).join("; ") || e?.code || String(error)
  return message.replace(/\s+/g, " ").trim().replace(/\.$/, "")
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

async function retryWithin<T>(attempt: () => Promise<T>, isFinal: (error: unknown) => boolean): Promise<T> {
  const deadline = Date.now() + RETRY_WINDOW_MS
  for (;;) {
    try {
      return await attempt()
    } catch (error) {
      if (isFinal(error) || Date.now() + RETRY_DELAY_MS >= deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
    }
  }
}

/**
 * One `select 1` through Medusa's own connection factory (same SSL and
 * driver options as the server's pool), failing on the first connection
 * error instead of waiting for the pool's acquire timeout.
 */
async function checkDatabase(databaseUrl: string, driverOptions: Record<string, unknown> = {}): Promise<void> {
  const { pool: _serverPool, ...connectionOptions } = driverOptions
  const knex = ModulesSdkUtils.createPgConnection({
    clientUrl: databaseUrl,
    schema: "public",
    driverOptions: { connectionTimeoutMillis: ATTEMPT_TIMEOUT_MS, ...connectionOptions },
    pool: { min: 0, max: 1, acquireTimeoutMillis: ATTEMPT_TIMEOUT_MS, propagateCreateError: true } as never,
  })
  try {
    await retryWithin(
      () => withTimeout(Promise.resolve(knex.raw("select 1")), ATTEMPT_TIMEOUT_MS + 500, "PostgreSQL"),
      (error) => FINAL_PG_CODES.has((error as { code?: string })?.code ?? "")
    )
  } catch (error) {
    throw new StartupCheckError(
      `Cannot reach PostgreSQL at ${redactUrl(databaseUrl)} (DATABASE_URL): ${reasonOf(error)}. Start the database or fix DATABASE_URL.`
    )
  } finally {
    await knex.destroy().catch(() => undefined)
  }
}

/** Connects and sends PING once per attempt, with ioredis' own reconnecting turned off. */
async function checkRedis(redisUrl: string): Promise<void> {
  const attempt = async () => {
    const client = new Redis(redisUrl, {
      lazyConnect: true,
      connectTimeout: ATTEMPT_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    })
    // connect() rejects with a bare "Connection is closed."; the socket's own
    // error (ECONNREFUSED, ENOTFOUND...) says why. Listening also stops
    // ioredis printing "Unhandled error event".
    let socketError: Error | undefined
    client.on("error", (error: Error) => (socketError = error))
    try {
      await withTimeout(
        client.connect().then(() => client.ping()),
        ATTEMPT_TIMEOUT_MS + 500,
        "Redis"
      ).catch((error) => {
        throw socketError ?? error
      })
    } finally {
      client.disconnect()
    }
  }
  try {
    await retryWithin(attempt, (error) => /NOAUTH|WRONGPASS|invalid password/i.test(reasonOf(error)))
  } catch (error) {
    throw new StartupCheckError(
      `Cannot reach Redis at ${redactUrl(redisUrl)} (REDIS_URL): ${reasonOf(error)}. Start Redis or fix REDIS_URL.`
    )
  }
}

/** Both checks at once; rejects with the first failure's message. */
export async function checkStartupDependencies({
  databaseUrl,
  redisUrl,
  databaseDriverOptions,
}: {
  databaseUrl?: string
  redisUrl?: string
  databaseDriverOptions?: Record<string, unknown>
}): Promise<void> {
  const checks: Promise<void>[] = []
  if (databaseUrl) checks.push(checkDatabase(databaseUrl, databaseDriverOptions))
  if (redisUrl) checks.push(checkRedis(redisUrl))
  await Promise.all(checks)
}
