import { jobSchedule } from "../job-schedule"
import { cronIntervalSeconds, isStale } from "../job-runs"

describe("jobSchedule", () => {
  const saved = { jobs: process.env.SCHEDULED_JOBS, cron: process.env.UNPAID_ORDERS_CRON }
  afterEach(() => {
    for (const [key, value] of [
      ["SCHEDULED_JOBS", saved.jobs],
      ["UNPAID_ORDERS_CRON", saved.cron],
    ] as const) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  })

  it("runs on its cron (from the environment, else the default) unless SCHEDULED_JOBS=off", () => {
    delete process.env.SCHEDULED_JOBS
    delete process.env.UNPAID_ORDERS_CRON
    expect(jobSchedule("unpaid-orders")).toEqual({ name: "unpaid-orders", schedule: "*/10 * * * *" })
    process.env.UNPAID_ORDERS_CRON = "*/5 * * * *"
    expect(jobSchedule("unpaid-orders")).toEqual({ name: "unpaid-orders", schedule: "*/5 * * * *" })
  })

  it("with SCHEDULED_JOBS=off, stays loaded with no run left (Medusa's scheduler drops it before its first run)", () => {
    process.env.SCHEDULED_JOBS = "off"
    delete process.env.UNPAID_ORDERS_CRON
    expect(jobSchedule("unpaid-orders")).toEqual({
      name: "unpaid-orders",
      schedule: "*/10 * * * *",
      numberOfExecutions: 0,
    })
  })
})

describe("job freshness", () => {
  it("reads a cron's interval, seconds included", () => {
    expect(cronIntervalSeconds("*/10 * * * *", new Date("2026-01-01T00:03:00Z"))).toBe(600)
    expect(cronIntervalSeconds("* * * * *")).toBe(60)
    expect(cronIntervalSeconds("*/5 * * * * *")).toBe(5)
  })

  it("is stale after three intervals without a success, counted from the last success or the start", () => {
    const now = Date.parse("2026-01-01T01:00:00Z")
    const run = (secondsAgo: number) => ({ lastSuccessAt: now - secondsAgo * 1000, lastDurationSeconds: 1, lastFailureAt: null })
    expect(isStale(run(1799), 600, now, 0)).toBe(false)
    expect(isStale(run(1801), 600, now, 0)).toBe(true)
    // Never run: fresh until three intervals after this process started.
    expect(isStale(undefined, 600, now, now - 1000 * 1000)).toBe(false)
    expect(isStale(undefined, 600, now, now - 2000 * 1000)).toBe(true)
  })
})
