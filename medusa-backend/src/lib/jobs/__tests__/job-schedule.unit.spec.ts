import { jobSchedule } from "../job-schedule"

describe("jobSchedule", () => {
  const saved = process.env.SCHEDULED_JOBS
  afterEach(() => {
    if (saved === undefined) delete process.env.SCHEDULED_JOBS
    else process.env.SCHEDULED_JOBS = saved
  })

  it("runs on its cron unless SCHEDULED_JOBS=off", () => {
    delete process.env.SCHEDULED_JOBS
    expect(jobSchedule("unpaid-orders", "*/10 * * * *")).toEqual({ name: "unpaid-orders", schedule: "*/10 * * * *" })
  })

  it("with SCHEDULED_JOBS=off, stays loaded with no run left (Medusa's scheduler drops it before its first run)", () => {
    process.env.SCHEDULED_JOBS = "off"
    expect(jobSchedule("unpaid-orders", "*/10 * * * *")).toEqual({
      name: "unpaid-orders",
      schedule: "*/10 * * * *",
      numberOfExecutions: 0,
    })
  })
})
