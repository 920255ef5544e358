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
export function jobSchedule(name: string, cron: string) {
  const off = process.env.SCHEDULED_JOBS === "off"
  return { name, schedule: cron, ...(off ? { numberOfExecutions: 0 } : {}) }
}
