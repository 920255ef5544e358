// @ts-check
// /ready on a running production server whose database goes away: 503, and
// the public answer carries no database error text (hosts, users, database
// names); the reason is in the server's log instead.
import assert from "node:assert/strict"
import http from "node:http"
import { after, before, describe, it } from "node:test"
import { freshDatabase, sql } from "./lib/databases.mjs"
import { productionEnv, startMedusa } from "./lib/medusa-process.mjs"

/**
 * An OTLP/HTTP collector double: keeps what POST /v1/traces receives (the exporter's
 * JSON encoding, https://opentelemetry.io/docs/specs/otlp/#otlphttp) and answers 200 with
 * an empty ExportTraceServiceResponse, as the specification says a collector does.
 */
async function otlpCollector() {
  const received = []
  const server = http.createServer((req, res) => {
    let body = ""
    req.on("data", (chunk) => (body += chunk))
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/v1/traces") received.push(body)
      res.writeHead(200, { "content-type": "application/json" }).end("{}")
    })
  })
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)))
  const address = /** @type {import("node:net").AddressInfo} */ (server.address())
  return { url: `http://127.0.0.1:${address.port}`, received, close: () => new Promise((resolve) => server.close(resolve)) }
}

describe("/ready when the database is lost", () => {
  let db
  let server
  let collector

  before(async () => {
    collector = await otlpCollector()
    db = await freshDatabase("ready")
    // The checkout recovery job every 2 s: three intervals without a success make it stale within seconds.
    server = await startMedusa({
      name: "ready",
      env: productionEnv({
        DATABASE_URL: db.url,
        REDIS_URL: "",
        CHECKOUT_RECOVERY_CRON: "*/2 * * * * *",
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_SERVICE_NAME: "sugandh-ready-test",
      }),
    })
  })

  after(async () => {
    await server?.stop()
    await db?.drop()
    await collector?.close()
  })

  it("sends OpenTelemetry traces to OTEL_EXPORTER_OTLP_ENDPOINT (Medusa's registerOtel)", async () => {
    await fetch(`${server.url}/ready`)
    for (let i = 0; i < 20 && !collector.received.some((b) => b.includes("sugandh-ready-test")); i++)
      await new Promise((r) => setTimeout(r, 250))
    assert.ok(
      collector.received.some((body) => body.includes("sugandh-ready-test")),
      `${collector.received.length} exports`
    )
    await server.waitFor(/OpenTelemetry traces to http:\/\/127\.0\.0\.1/, 1000)
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
      jobs = /** @type {any} */ (await (await fetch(`${server.url}/ready`)).json()).jobs
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
