import { parseExpression } from "cron-parser"
import { connectedRedis } from "../operations/redis-probe"

/**
 * When each scheduled job last succeeded and how long it took, for /metrics and
 * /ready. Jobs run in the worker while /ready and /metrics answer on the servers,
 * so with REDIS_URL the runs are kept in one Redis hash all processes read; without
 * it (one process runs everything) in this process's memory.
 */
export type JobRun = { lastSuccessAt: number | null; lastDurationSeconds: number | null; lastFailureAt: number | null }

const HASH = "sugandh:job-runs"
const local = new Map<string, JobRun>()

export async function readJobRuns(): Promise<Record<string, JobRun>> {
  const client = await connectedRedis()
  if (!client) return Object.fromEntries(local)
  const raw = await client.hgetall(HASH)
  return Object.fromEntries(Object.entries(raw).map(([name, json]) => [name, JSON.parse(json) as JobRun]))
}

async function save(name: string, change: Partial<JobRun>) {
  const client = await connectedRedis()
  const previous = client ? ((await readJobRuns())[name] ?? null) : (local.get(name) ?? null)
  const next: JobRun = { lastSuccessAt: null, lastDurationSeconds: null, lastFailureAt: null, ...previous, ...change }
  if (client) await client.hset(HASH, name, JSON.stringify(next))
  else local.set(name, next)
}

/**
 * Runs a job's body and records its success (time, duration) or failure. Recording
 * never fails the job: a Redis outage only leaves the run unrecorded (and logged).
 */
export async function recordJobRun<T>(name: string, body: () => Promise<T>, onRecordError: (error: Error) => void): Promise<T> {
  const started = Date.now()
  try {
    const result = await body()
    await save(name, { lastSuccessAt: Date.now(), lastDurationSeconds: (Date.now() - started) / 1000 }).catch(onRecordError)
    return result
  } catch (error) {
    await save(name, { lastFailureAt: Date.now() }).catch(onRecordError)
    throw error
  }
}

/** Seconds between two runs of a cron schedule (the next two occurrences from `from`). */
export function cronIntervalSeconds(cron: string, from = new Date()): number {
  const times = parseExpression(cron, { currentDate: from })
  const first = times.next().getTime()
  return (times.next().getTime() - first) / 1000
}

/**
 * A job is stale when it has not succeeded for three of its intervals, counted from
 * its last success, or (never succeeded yet) from when this process started.
 */
export function isStale(run: JobRun | undefined, intervalSeconds: number, now: number, since: number): boolean {
  const reference = run?.lastSuccessAt ?? since
  return now - reference > 3 * intervalSeconds * 1000
}

/** For tests: forget this process's runs. */
export function forgetLocalJobRuns() {
  local.clear()
}
