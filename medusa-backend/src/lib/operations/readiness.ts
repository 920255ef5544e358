import { JOB_SCHEDULES, jobsRunOnSchedule } from "../jobs/job-schedule"
import { cronIntervalSeconds, isStale, readJobRuns } from "../jobs/job-runs"
import { connectedRedis, eventQueueWaiting, within } from "./redis-probe"

const CHECK_TIMEOUT_MS = 2000
/** When this process started: a job that never ran is judged from here. */
const STARTED_AT = Date.now()

/** The database connection (Medusa's PG_CONNECTION); only `raw` is used. */
type Database = { raw: (sql: string) => PromiseLike<unknown> }
type Check = "ok" | "unavailable" | "not configured"
export type Readiness = {
  ready: boolean
  /** The public answer: each part's state, by name, and never an error's text (hosts, users). */
  answer: {
    status: "ready" | "unavailable"
    database: Check
    redis: Check
    eventQueue: Check
    jobs: Record<string, "ok" | "stale" | "unknown" | "off">
  }
  /** Why a part failed, for the log only. */
  reasons: string[]
}

/**
 * What /ready reports: the database, Redis and Medusa's event queue on it, and each
 * scheduled job's freshness (stale: no success for three of its intervals, so the
 * worker that should run it is stuck or gone).
 */
export async function checkReadiness(pg: Database, now = Date.now()): Promise<Readiness> {
  const reasons: string[] = []
  const attempt = async (name: string, check: () => Promise<unknown>): Promise<Check> => {
    try {
      await within(check(), CHECK_TIMEOUT_MS, `${name} check`)
      return "ok"
    } catch (error) {
      reasons.push(`${name}: ${(error as Error).message}`)
      return "unavailable"
    }
  }
  const redis = await connectedRedis()
  const [database, redisState, eventQueue] = await Promise.all([
    attempt("database", async () => pg.raw("select 1")),
    redis ? attempt("redis", () => redis.ping()) : Promise.resolve<Check>("not configured"),
    redis ? attempt("event queue", () => eventQueueWaiting(redis)) : Promise.resolve<Check>("not configured"),
  ])

  const jobs: Readiness["answer"]["jobs"] = {}
  let runs: Awaited<ReturnType<typeof readJobRuns>> | null = null
  if (jobsRunOnSchedule()) {
    try {
      runs = await within(readJobRuns(), CHECK_TIMEOUT_MS, "job runs")
    } catch (error) {
      reasons.push(`jobs: ${(error as Error).message}`)
    }
  }
  for (const [name, cron] of Object.entries(JOB_SCHEDULES)) {
    if (!jobsRunOnSchedule()) jobs[name] = "off"
    else if (!runs) jobs[name] = "unknown"
    else if (isStale(runs[name], cronIntervalSeconds(cron()), now, STARTED_AT)) {
      jobs[name] = "stale"
      reasons.push(`job ${name}: no success for three of its intervals (${cron()})`)
    } else jobs[name] = "ok"
  }

  const ready =
    database === "ok" && redisState !== "unavailable" && eventQueue !== "unavailable" && Object.values(jobs).every((j) => j !== "stale")
  return { ready, answer: { status: ready ? "ready" : "unavailable", database, redis: redisState, eventQueue, jobs }, reasons }
}
