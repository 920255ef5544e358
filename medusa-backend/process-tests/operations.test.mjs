// @ts-check
// Production operations of the backend, on real `medusa start` processes:
// fail-fast start-up, readiness, request ids in responses and logs, CORS,
// and shutdown on SIGTERM (drain, then exit within 10 s even if a request hangs).
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import { freshDatabase, sql } from "./lib/databases.mjs"
import { productionEnv, startMedusa } from "./lib/medusa-process.mjs"
import { isolatedRedisUrl, redisAnswers } from "./lib/redis.mjs"
import { publishableKey } from "./lib/shop-api.mjs"
import { connectOutcome, eventually, splitBodyRequest } from "./lib/http-probe.mjs"
import { builtServer } from "./lib/built-server.mjs"

const SHUTDOWN_BUDGET_MS = 10_000
const FAIL_FAST_BUDGET_S = 15
const STORE_ORIGIN = "http://shop.example"
const ADMIN_ORIGIN = "http://admin.example"
const FOREIGN_ORIGIN = "http://evil.example"
const CLOSED_PG = "postgres://postgres@127.0.0.1:1/sugandh"
const CLOSED_REDIS = "redis://127.0.0.1:1"

const withRedis = await redisAnswers()
// The Docker image runs the built server. Built (in a temporary copy) while the
// running-server checks go on, but not during the fail-fast runs, whose
// start-up times are measured.
let built

/** Backend connections to a database, as PostgreSQL itself counts them. */
async function connectionsTo(database) {
  const rows = await sql("postgres", "select count(*)::int as n from pg_stat_activity where datname = $1", [database])
  return rows[0].n
}

async function noConnectionsTo(database) {
  // A closed client's backend may take a moment to leave pg_stat_activity.
  return eventually(async () => (await connectionsTo(database)) === 0, 3000, `no connections to ${database}`)
}

/** Starts `medusa start` and waits for it to exit by itself (killed after limitMs). */
async function runUntilExit(name, env, limitMs = 60_000) {
  const startedAt = Date.now()
  const medusa = await startMedusa({ name, env, waitUntilReady: false })
  const killer = setTimeout(() => medusa.signal("SIGKILL"), limitMs)
  const { code, signal } = await medusa.exited
  clearTimeout(killer)
  const errors = medusa
    .jsonLines()
    .filter((entry) => entry.level === "error")
    .map((entry) => entry.message)
  return { code, signal, seconds: (Date.now() - startedAt) / 1000, errors, lines: medusa.lines }
}

/** SIGTERM as soon as the instrumentation hook is in place, long before the server is ready. */
async function sigtermDuringStartUp(env) {
  const medusa = await startMedusa({ name: "sigterm-at-start", env, waitUntilReady: false })
  await medusa.waitFor(/Shutdown deadline/, 30_000)
  const signalledAt = Date.now()
  medusa.signal("SIGTERM")
  const killer = setTimeout(() => medusa.signal("SIGKILL"), 20_000)
  const { code, signal } = await medusa.exited
  clearTimeout(killer)
  return { code, signal, afterSignalMs: Date.now() - signalledAt, seconds: null, errors: [], lines: medusa.lines }
}

function describeExit(run) {
  return `exit ${run.code}/${run.signal} after ${run.seconds} s; errors: ${JSON.stringify(run.errors)}\n${run.lines.slice(-8).join("\n")}`
}

describe("start-up fails fast with a clear message", () => {
  let redisDown
  const runs = {}

  before(async () => {
    redisDown = await freshDatabase("ops_redisdown")
    const env = (extra) => productionEnv({ REDIS_URL: "", DATABASE_URL: CLOSED_PG, ...extra })
    // A few at a time: the machine has two cores, and these runs are timed.
    ;[runs.jwt, runs.cookie, runs.earlySigterm] = await Promise.all([
      runUntilExit("no-jwt-secret", env({ JWT_SECRET: "" })),
      runUntilExit("no-cookie-secret", env({ COOKIE_SECRET: "" })),
      sigtermDuringStartUp(env({})),
    ])
    ;[runs.database, runs.redis] = await Promise.all([
      runUntilExit("database-down", env({})),
      runUntilExit("redis-down", env({ DATABASE_URL: redisDown.url, REDIS_URL: CLOSED_REDIS })),
    ])
    for (const [name, run] of Object.entries(runs)) {
      const when = run.seconds === null ? `${run.afterSignalMs} ms after SIGTERM` : `${run.seconds} s after spawn`
      console.log(`# start-up ${name}: exit ${run.code} ${when}`)
    }
  })

  after(async () => {
    await redisDown?.drop()
  })

  it("SIGTERM while still starting stops the process at once (no 9 s deadline wait)", () => {
    const run = runs.earlySigterm
    assert.equal(run.code, 128 + 15, describeExit(run))
    assert.ok(run.afterSignalMs < 3000, `${run.afterSignalMs} ms after SIGTERM`)
  })

  for (const name of ["JWT_SECRET", "COOKIE_SECRET"]) {
    it(`refuses to start in production without ${name}`, () => {
      const run = name === "JWT_SECRET" ? runs.jwt : runs.cookie
      assert.notEqual(run.code, 0, describeExit(run))
      assert.ok(run.seconds < FAIL_FAST_BUDGET_S, describeExit(run))
      assert.ok(
        run.errors.some((m) => m.includes(`${name} is not set`)),
        describeExit(run)
      )
    })
  }

  it("names DATABASE_URL when the database does not answer (instead of retrying for minutes)", () => {
    const run = runs.database
    assert.equal(run.code, 1, describeExit(run))
    assert.ok(run.seconds < FAIL_FAST_BUDGET_S, describeExit(run))
    const line = run.errors.find((m) => m.startsWith("Cannot reach PostgreSQL at postgres://postgres@127.0.0.1:1/sugandh (DATABASE_URL)"))
    assert.ok(line, describeExit(run))
    assert.match(line, /ECONNREFUSED/)
    assert.doesNotMatch(line, /\n/, "one line")
  })

  it("names REDIS_URL when Redis does not answer (instead of an ioredis retry-limit error)", () => {
    const run = runs.redis
    assert.equal(run.code, 1, describeExit(run))
    assert.ok(run.seconds < FAIL_FAST_BUDGET_S, describeExit(run))
    const line = run.errors.find((m) => m.startsWith(`Cannot reach Redis at ${CLOSED_REDIS} (REDIS_URL)`))
    assert.ok(line, describeExit(run))
    assert.match(line, /ECONNREFUSED/)
    assert.doesNotMatch(line, /\n/, "one line")
  })
})

describe("a production server: readiness, request ids, CORS, graceful shutdown", () => {
  let db
  let server

  before(async () => {
    built = builtServer()
    built.catch(() => undefined) // reported by the suite that awaits it
    db = await freshDatabase("ops")
    server = await startMedusa({
      name: "ops-server",
      env: productionEnv({
        DATABASE_URL: db.url,
        REDIS_URL: withRedis ? await isolatedRedisUrl() : "",
        STORE_CORS: STORE_ORIGIN,
        ADMIN_CORS: ADMIN_ORIGIN,
        AUTH_CORS: `${STORE_ORIGIN},${ADMIN_ORIGIN}`,
      }),
    })
  })

  after(async () => {
    await server?.stop()
    await db?.drop()
  })

  it("loads the project's instrumentation hook (shutdown deadline armed)", async () => {
    await server.waitFor(/Shutdown deadline: 9 s after SIGTERM\/SIGINT/, 1000)
  })

  it("GET /ready answers 200 while the database answers", async () => {
    const res = await fetch(`${server.url}/ready`)
    assert.equal(res.status, 200)
    const body = /** @type {any} */ (await res.json())
    assert.equal(body.status, "ready")
    assert.equal(body.database, "ok")
    assert.equal(body.redis, withRedis ? "ok" : "not configured")
    // Every scheduled job is named; none has had three intervals to go stale yet.
    assert.deepEqual(body.jobs, {
      "recover-interrupted-checkouts": "ok",
      "unpaid-orders": "ok",
      "unconfirmed-cod-orders": "ok",
      "courier-tracking-poll": "ok",
      "courier-scans-apply": "ok",
    })
  })

  it("echoes the caller's X-Request-Id on /api, /store, /auth, /health, /ready and unknown paths", async () => {
    const key = await publishableKey(server.url)
    /** @type {Array<[method: string, path: string, headers: Record<string, string>, status: number, body?: object]>} */
    const calls = [
      ["GET", "/api/config", {}, 200],
      ["GET", "/store/products?limit=1", { "x-publishable-api-key": key }, 200],
      // Medusa's publishable-key check fails before project middlewares: the error handler adds the header.
      ["GET", "/store/products?limit=1", {}, 400],
      [
        "POST",
        "/auth/customer/emailpass",
        { "content-type": "application/json" },
        401,
        { email: "nobody@example.com", password: "wrong-password" },
      ],
      ["GET", "/api/auth/me", {}, 401],
      ["POST", "/api/newsletter", { "content-type": "application/json" }, 400, { email: "not-an-email" }],
      ["GET", "/health", {}, 200],
      ["GET", "/ready", {}, 200],
      ["GET", "/no-such-page", {}, 404],
    ]
    for (const [method, path, headers, status, body] of calls) {
      const id = `ops-${method}-${path}-${Date.now()}`
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { ...headers, "x-request-id": id },
        body: body ? JSON.stringify(body) : undefined,
      })
      await res.arrayBuffer()
      assert.equal(res.status, status, `${method} ${path}`)
      assert.equal(res.headers.get("x-request-id"), id, `${method} ${path}`)
    }
  })

  it("without an incoming id, answers with Medusa's generated one: the access log's request_id", async () => {
    const res = await fetch(`${server.url}/api/config`)
    assert.equal(res.status, 200)
    const id = res.headers.get("x-request-id")
    assert.match(id ?? "", /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    const logged = await eventually(() => server.jsonLines().find((entry) => entry.request_id === id), 5000, `access log line for ${id}`)
    assert.equal(logged.path, "/api/config")
    assert.equal(logged.status, 200)
  })

  it("a 5xx on /api is logged as one JSON error line naming the request id, the client sees only a generic message", async () => {
    const id = `ops-5xx-${Date.now()}`
    // A real server-side failure: the table the route writes to is gone for a moment.
    await db.query("alter table newsletter_subscriber rename to newsletter_subscriber_away")
    let res
    try {
      res = await fetch(`${server.url}/api/newsletter`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-request-id": id },
        body: JSON.stringify({ email: `ops-5xx-${Date.now()}@example.com` }),
      })
    } finally {
      await db.query("alter table newsletter_subscriber_away rename to newsletter_subscriber")
    }
    assert.equal(res.status, 500)
    assert.equal(res.headers.get("x-request-id"), id)
    const body = await res.json()
    assert.deepEqual(body, { message: "Something went wrong on our side. Please try again." })
    const error = await eventually(
      () => server.jsonLines().find((entry) => entry.level === "error" && entry.message?.includes(`request_id ${id}`)),
      5000,
      `error log line for ${id}`
    )
    assert.match(error.message, /^Unhandled error on POST \/api\/newsletter/)
    assert.match(error.message, /newsletter_subscriber/, "the cause is in the log, not in the response")
    const access = await eventually(
      () => server.jsonLines().find((entry) => entry.level === "http" && entry.request_id === id),
      5000,
      `access log line for ${id}`
    )
    assert.equal(access.status, 500, "the access log line carries the same id")
  })

  describe("CORS", () => {
    const allowOrigin = async (path, origin, init = {}) => {
      const res = await fetch(`${server.url}${path}`, { ...init, headers: { ...init.headers, origin } })
      await res.arrayBuffer()
      return res.headers.get("access-control-allow-origin")
    }
    const preflight = (path, origin, method = "GET") =>
      allowOrigin(path, origin, { method: "OPTIONS", headers: { "access-control-request-method": method } })
    const login = {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "x@example.com", password: "nope-nope" }),
    }

    it("a configured storefront origin is allowed on /store and /auth", async () => {
      const key = await publishableKey(server.url)
      assert.equal(await allowOrigin("/store/products?limit=1", STORE_ORIGIN, { headers: { "x-publishable-api-key": key } }), STORE_ORIGIN)
      assert.equal(await preflight("/store/products", STORE_ORIGIN), STORE_ORIGIN)
      assert.equal(await allowOrigin("/auth/customer/emailpass", STORE_ORIGIN, login), STORE_ORIGIN)
      assert.equal(await preflight("/auth/customer/emailpass", STORE_ORIGIN, "POST"), STORE_ORIGIN)
    })

    it("the admin origin is allowed on /admin, the storefront origin is not", async () => {
      assert.equal(await allowOrigin("/admin/products", ADMIN_ORIGIN), ADMIN_ORIGIN)
      assert.equal(await allowOrigin("/admin/products", STORE_ORIGIN), null)
    })

    it("a foreign origin gets no Access-Control-Allow-Origin on /store, /auth, /admin or /api", async () => {
      const key = await publishableKey(server.url)
      assert.equal(await allowOrigin("/store/products?limit=1", FOREIGN_ORIGIN, { headers: { "x-publishable-api-key": key } }), null)
      assert.equal(await preflight("/store/products", FOREIGN_ORIGIN), null)
      assert.equal(await allowOrigin("/auth/customer/emailpass", FOREIGN_ORIGIN, login), null)
      assert.equal(await preflight("/auth/customer/emailpass", FOREIGN_ORIGIN, "POST"), null)
      assert.equal(await allowOrigin("/admin/products", FOREIGN_ORIGIN), null)
      assert.equal(await allowOrigin("/api/config", FOREIGN_ORIGIN), null)
      assert.equal(await preflight("/api/newsletter", FOREIGN_ORIGIN, "POST"), null)
    })

    it("/api answers CORS to no origin at all, not even the storefront's (it is called same-origin through nginx)", async () => {
      assert.equal(await allowOrigin("/api/config", STORE_ORIGIN), null)
      assert.equal(await preflight("/api/newsletter", STORE_ORIGIN, "POST"), null)
      assert.equal(await preflight("/api/auth/cart", STORE_ORIGIN, "POST"), null)
    })
  })

  // Last: it stops the server.
  it("SIGTERM: an in-flight request completes, new connections are refused, exit 0 within 10 s, no database connection left", async () => {
    assert.ok((await connectionsTo(db.name)) > 0, "the running server holds database connections")
    const id = `ops-inflight-${Date.now()}`
    const inFlight = splitBodyRequest(server.url, {
      path: "/api/newsletter",
      headers: { "x-request-id": id },
      body: { email: `ops-inflight-${Date.now()}@example.com` },
    })
    await new Promise((resolve) => setTimeout(resolve, 500)) // the server has the headers and half the body

    const signalledAt = Date.now()
    server.signal("SIGTERM")
    await server.waitFor(/Gracefully shutting down server/, 5000)
    // The listening socket closes on the event loop's next turn after the log line.
    await eventually(async () => (await connectOutcome(server.url)) === "ECONNREFUSED", 1000, "new connections refused while draining")
    assert.equal(server.isAlive(), true, "still draining the in-flight request")

    await new Promise((resolve) => setTimeout(resolve, 1000))
    inFlight.finish()
    const answer = await inFlight.response
    const answeredMs = Date.now() - signalledAt
    assert.equal(answer.status, 201, answer.text)
    assert.equal(answer.headers["x-request-id"], id)
    assert.equal(JSON.parse(answer.text).success, true)

    const { code, signal } = await server.exited
    const shutdownMs = Date.now() - signalledAt
    console.log(`# graceful shutdown: in-flight request answered ${answeredMs} ms and exit ${code} ${shutdownMs} ms after SIGTERM`)
    assert.equal(signal, null)
    assert.equal(code, 0)
    assert.ok(shutdownMs < SHUTDOWN_BUDGET_MS, `${shutdownMs} ms`)
    await noConnectionsTo(db.name)
    const stored = await db.query("select count(*)::int as n from newsletter_subscriber where email like 'ops-inflight-%'")
    assert.equal(stored[0].n, 1, "the drained request's write is in the database")
  })
})

describe("shutdown deadline on the built server (.medusa/server, as in the Docker image)", () => {
  let db
  let server
  let build

  before(async () => {
    build = await (built ?? builtServer())
    db = await freshDatabase("ops_built")
    server = await startMedusa({
      name: "built-server",
      cwd: build.serverDir,
      env: productionEnv({ DATABASE_URL: db.url, REDIS_URL: "" }),
    })
  })

  after(async () => {
    await server?.stop(1000)
    await db?.drop()
    await build?.remove()
  })

  it("a request whose body never finishes does not keep the process past 10 s: exit 1 with a logged error", async () => {
    assert.ok(
      server.lines.some((l) => l.includes("Shutdown deadline: 9 s")),
      "the built server loaded instrumentation.js"
    )
    assert.ok((await connectionsTo(db.name)) > 0)
    const stalled = splitBodyRequest(server.url, { path: "/api/newsletter", body: { email: "stalled@example.com" } })
    await new Promise((resolve) => setTimeout(resolve, 500))

    const signalledAt = Date.now()
    server.signal("SIGTERM")
    const { code } = await server.exited
    const shutdownMs = Date.now() - signalledAt
    console.log(`# shutdown with a hung request: exit ${code} ${shutdownMs} ms after SIGTERM`)
    assert.equal(code, 1)
    assert.ok(shutdownMs >= 8_000, `waited for the request before giving up (${shutdownMs} ms)`)
    assert.ok(shutdownMs < SHUTDOWN_BUDGET_MS, `${shutdownMs} ms`)
    const logged = server.jsonLines().find((entry) => entry.level === "error")
    assert.match(logged?.message ?? "", /^Shutdown after SIGTERM did not finish within 9 s/)
    await assert.rejects(stalled.response, "the stalled client's connection is cut")
    await noConnectionsTo(db.name)
  })
})
