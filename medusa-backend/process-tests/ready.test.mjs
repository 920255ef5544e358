// @ts-check
// /ready on a running production server whose database goes away: 503, and
// the public answer carries no database error text (hosts, users, database
// names); the reason is in the server's log instead.
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import { freshDatabase, sql } from "./lib/databases.mjs"
import { productionEnv, startMedusa } from "./lib/medusa-process.mjs"

describe("/ready when the database is lost", () => {
  let db
  let server

  before(async () => {
    db = await freshDatabase("ready")
        // The checkout recovery job every 2 s: three intervals without a success make it stale within seconds.
    server = await startMedusa({
      name: "ready",
      env: productionEnv({ DATABASE_URL: db.url, REDIS_URL: "", CHECKOUT_RECOVERY_CRON: "*/2 * * * * *" }),
    })
  })

  after(async () => {
    await server?.stop()
    await db?.drop()
  })

  it("answers 503 without the database's error text, logs the reason, names a job that stopped succeeding", async () => {
    assert.equal((await fetch(`${server.url}/ready`)).status, 200)
    // Refuse new connections to the database and end the server's open ones.
    await sql("postgres", `alter database "${db.name}" allow_connections false`)
    await sql("postgres", "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [db.name])
    let res
    for (let i = 0; i < 20; i++) {
      res = await fetch(`${server.url}/ready`)
      if (res.status === 503) break
      await new Promise((r) => setTimeout(r, 250))
    }
    assert.ok(res, "/ready was asked")
    assert.equal(res.status, 503)
    const body = await res.text()
    const answer = JSON.parse(body)
    assert.equal(answer.status, "unavailable")
    assert.equal(answer.database, "unavailable")
    assert.doesNotMatch(body, new RegExp(db.name))
    assert.ok(
      server.lines.some((line) => line.includes("Readiness check failed: database:")),
      server.lines.slice(-10).join("\n")
    )
    // The job fails while the database is away: after three of its intervals /ready names it.
    let jobs = {}
    for (let i = 0; i < 40 && jobs["recover-interrupted-checkouts"] !== "stale"; i++) {
      await new Promise((r) => setTimeout(r, 500))
      jobs = (await (await fetch(`${server.url}/ready`)).json()).jobs
    }
    assert.equal(jobs["recover-interrupted-checkouts"], "stale", JSON.stringify(jobs))
    assert.ok(server.lines.some((line) => line.includes("job recover-interrupted-checkouts: no success for three of its intervals")))
    await sql("postgres", `alter database "${db.name}" allow_connections true`)
    // Back: the next successful run makes it ready again.
    for (let i = 0; i < 40 && res.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 500))
      res = await fetch(`${server.url}/ready`)
    }
    assert.equal(res.status, 200, JSON.stringify(await res.json()))
  })
})
