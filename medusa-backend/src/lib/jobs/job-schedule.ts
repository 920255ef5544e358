/**
 * The scheduled jobs (src/jobs/) and their cron, from the environment. Listed here,
 * not only in each job file, because the servers report the jobs' freshness
 * (/ready, /metrics) without loading the jobs, which run in the worker.
 */
export const JOB_SCHEDULES = {
  // Every minute by default; cron with seconds is accepted too (tests use a few seconds).
  "recover-interrupted-checkouts": () => process.env.CHECKOUT_RECOVERY_CRON || "* * * * *",
  // Every ten minutes by default (cron; seconds accepted too).
  "unpaid-orders": () => process.env.UNPAID_ORDERS_CRON || "*/10 * * * *",
  "unconfirmed-cod-orders": () => process.env.COD_EXPIRY_CRON || "*/10 * * * *",
  // Hourly by default; each shipment is asked at most once per quiet day.
  "courier-tracking-poll": () => process.env.COURIER_POLL_CRON || "23 * * * *",
  // Every minute by default: courier scans stored but not applied (the webhook answers before applying).
  "courier-scans-apply": () => process.env.COURIER_SCANS_APPLY_CRON || "* * * * *",
} as const

export type ScheduledJobName = keyof typeof JOB_SCHEDULES

/** False with SCHEDULED_JOBS=off: the jobs never run on their schedule (and nobody expects them to). */
export function jobsRunOnSchedule() {
  return process.env.SCHEDULED_JOBS !== "off"
}

/**
 * A scheduled job's `config`: its cron from the environment, or off.
 *
 * `SCHEDULED_JOBS=off` loads the jobs but never runs them on their schedule
 * (Medusa's scheduler drops a job whose `numberOfExecutions` is reached before
 * it runs). The integration tests set it: they call the jobs themselves, and a
 * job firing on the clock in the middle of a test (say the COD expiry at :10,
 * cancelling an order the test placed "25 hours ago") would change what the
 * test asserts.
 */
export function jobSchedule(name: ScheduledJobName) {
  return { name, schedule: JOB_SCHEDULES[name](), ...(jobsRunOnSchedule() ? {} : { numberOfExecutions: 0 }) }
}
