import { META } from "../orders/metadata"
import { PAYMENT_NOT_RECEIVED } from "../orders/unpaid-orders"
import { JOB_SCHEDULES, jobsRunOnSchedule } from "../jobs/job-schedule"
import { cronIntervalSeconds, isStale, readJobRuns } from "../jobs/job-runs"
import { connectedRedis, eventQueueWaiting, within } from "../operations/redis-probe"
import { shopGauges } from "./registry"

/** Medusa's PG_CONNECTION (knex): its raw query and its tarn pool. */
type Database = {
  raw: (sql: string, bindings?: unknown[]) => PromiseLike<{ rows: Record<string, unknown>[] }>
  client?: { pool?: { numUsed(): number; numFree(): number; numPendingAcquires(): number; max: number } }
}

const TIMEOUT_MS = 2000
const STARTED_AT = Date.now()

/** The order, payment and e-mail counts in one round trip. */
async function readDatabaseFacts(pg: Database) {
  const { rows } = await pg.raw(
    `select 'order' as kind, coalesce(metadata->>'${META.paymentMethod}', 'unknown') as label, count(*)::int as n
       from "order" where deleted_at is null group by 2
     union all
     select 'confirmed', '', count(*)::int from "order" where deleted_at is null and metadata->>'${META.confirmedAt}' is not null
     union all
     select 'expired', '', count(*)::int from "order" where deleted_at is null and metadata->>'${META.cancelReason}' = ?
     union all
     select 'cod', metadata->>'${META.codConfirmedBy}', count(*)::int from "order"
      where deleted_at is null and metadata->>'${META.codConfirmedAt}' is not null group by 2
     union all
     select 'email', status, count(*)::int from notification where channel = 'email' and deleted_at is null group by 2`,
    [PAYMENT_NOT_RECEIVED]
  )
  return rows as { kind: string; label: string | null; n: number }[]
}

async function refreshDatabase(pg: Database) {
  const rows = await readDatabaseFacts(pg)
  shopGauges.orders.reset()
  shopGauges.codConfirmations.reset()
  shopGauges.emails.reset()
  shopGauges.paymentConfirmations.set(0)
  shopGauges.paymentExpiries.set(0)
  for (const { kind, label, n } of rows) {
    if (kind === "order") shopGauges.orders.set({ payment_method: label ?? "unknown" }, n)
    else if (kind === "confirmed") shopGauges.paymentConfirmations.set(n)
    else if (kind === "expired") shopGauges.paymentExpiries.set(n)
    else if (kind === "cod") shopGauges.codConfirmations.set({ by: label ?? "unknown" }, n)
    else if (kind === "email") shopGauges.emails.set({ status: label ?? "unknown" }, n)
  }
}

async function refreshJobs(now: number) {
  if (!jobsRunOnSchedule()) return
  const runs = await readJobRuns()
  for (const [job, cron] of Object.entries(JOB_SCHEDULES)) {
    const run = runs[job]
    if (run?.lastSuccessAt) shopGauges.jobLastSuccess.set({ scheduled_job: job }, run.lastSuccessAt / 1000)
    if (run?.lastDurationSeconds !== null && run?.lastDurationSeconds !== undefined)
      shopGauges.jobLastDuration.set({ scheduled_job: job }, run.lastDurationSeconds)
    shopGauges.jobStale.set({ scheduled_job: job }, isStale(run, cronIntervalSeconds(cron()), now, STARTED_AT) ? 1 : 0)
  }
}

async function refreshQueue() {
  const redis = await connectedRedis()
  if (redis) shopGauges.eventQueueWaiting.set(await eventQueueWaiting(redis))
}

function refreshPool(pg: Database) {
  const pool = pg.client?.pool
  if (!pool) return
  shopGauges.dbPool.set({ state: "used" }, pool.numUsed())
  shopGauges.dbPool.set({ state: "free" }, pool.numFree())
  shopGauges.dbPool.set({ state: "pending" }, pool.numPendingAcquires())
  shopGauges.dbPool.set({ state: "max" }, pool.max)
}

/**
 * Reads every scrape-time value. A source that fails (Redis away) leaves its
 * gauges as they were and reports sugandh_metrics_source_up{source} 0: the
 * scrape itself still answers.
 */
export async function refreshShopFacts(pg: Database, now = Date.now()) {
  refreshPool(pg)
  const sources: [string, () => Promise<void>][] = [
    ["database", () => refreshDatabase(pg)],
    ["jobs", () => refreshJobs(now)],
    ["redis", () => refreshQueue()],
  ]
  await Promise.all(
    sources.map(async ([source, refresh]) => {
      try {
        await within(refresh(), TIMEOUT_MS, source)
        shopGauges.up.set({ source }, 1)
      } catch {
        shopGauges.up.set({ source }, 0)
      }
    })
  )
}
