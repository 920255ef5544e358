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
    server = await startMedusa({ name: "ready", env: productionEnv({ DATABASE_URL: db.url, REDIS_URL: "" }) })
  })

  after(async () => {
    await server?.stop()
    await db?.drop()
  })

  it("answers 503 without the database's error text, and logs the reason", async () => {
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
    assert.deepEqual(JSON.parse(body), { status: "unavailable", database: "unavailable" })
    assert.doesNotMatch(body, new RegExp(db.name))
    assert.ok(
      server.lines.some((line) => line.includes("Readiness check failed: database:")),
      server.lines.slice(-10).join("\n")
    )
    await sql("postgres", `alter database "${db.name}" allow_connections true`)
  })
})
