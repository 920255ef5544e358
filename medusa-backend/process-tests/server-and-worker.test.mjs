// @ts-check
// Medusa's scaling model on this machine: server processes answer HTTP, worker
// processes run subscribers and scheduled jobs, all sharing one PostgreSQL and
// one Redis (event bus, workflow engine, locks, cache). Two servers and two
// workers, so "the job runs once" means once across workers, not per process.
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import { freshDatabase } from "./lib/databases.mjs"
import { productionEnv, startMedusa } from "./lib/medusa-process.mjs"
import { isolatedRedisUrl, redisAnswers, sharedRedisUrl } from "./lib/redis.mjs"
import { addToCart, getCart, newCustomer, placeOrder, publishableKey } from "./lib/shop-api.mjs"

const JOB_PERIOD_SECONDS = 2
const noRedis = !(await redisAnswers())
if (noRedis) console.log(`# SKIP server + worker test: no Redis answers at ${sharedRedisUrl()} (set REDIS_URL)`)

describe("server and worker processes on one PostgreSQL and one Redis", { skip: noRedis && `no Redis at ${sharedRedisUrl()}` }, () => {
  let db
  const processes = {}

  before(async () => {
    db = await freshDatabase("split")
    const env = productionEnv({
      DATABASE_URL: db.url,
      REDIS_URL: await isolatedRedisUrl(),
      CHECKOUT_RECOVERY_CRON: `*/${JOB_PERIOD_SECONDS} * * * * *`,
    })
    // Workers first, so events and job ticks always have a consumer.
    ;[processes.worker1, processes.worker2] = await Promise.all([
      startMedusa({ name: "worker-1", env: { ...env, MEDUSA_WORKER_MODE: "worker" } }),
      startMedusa({ name: "worker-2", env: { ...env, MEDUSA_WORKER_MODE: "worker" } }),
    ])
    ;[processes.server1, processes.server2] = await Promise.all([
      startMedusa({ name: "server-1", env: { ...env, MEDUSA_WORKER_MODE: "server" } }),
      startMedusa({ name: "server-2", env: { ...env, MEDUSA_WORKER_MODE: "server" } }),
    ])
  })

  after(async () => {
    await Promise.all(Object.values(processes).map((p) => p.stop()))
    await db?.drop()
  })

  const servers = () => [processes.server1, processes.server2]
  const workers = () => [processes.worker1, processes.worker2]

  it("only server processes answer the API; workers expose just /health", async () => {
    for (const server of servers()) assert.equal((await fetch(`${server.url}/api/config`)).status, 200)
    for (const worker of workers()) {
      assert.equal((await fetch(`${worker.url}/health`)).status, 200)
      assert.equal((await fetch(`${worker.url}/api/config`)).status, 404)
    }
  })

  it("a second server process serves the same cart (sessions are tokens, carts live in PostgreSQL)", async () => {
    const [a, b] = servers()
    const key = await publishableKey(a.url)
    const shopper = await newCustomer(a.url, key, `split-cart-${Date.now()}@example.com`)
    const addedThroughA = await addToCart(a.url, shopper.token, "P1", 2)
    const seenByB = await getCart(b.url, shopper.token)
    assert.equal(seenByB.cart.length, 1)
    assert.equal(seenByB.cart[0].quantity, 2)
    assert.deepEqual(seenByB.totals, addedThroughA.totals ?? (await getCart(a.url, shopper.token)).totals)
    await addToCart(b.url, shopper.token, "A12", 1)
    assert.deepEqual(await getCart(a.url, shopper.token), await getCart(b.url, shopper.token))
    assert.equal((await getCart(a.url, shopper.token)).cart.length, 2)
  })

  it("an order placed through a server gets its e-mail from a worker (the subscriber ran there)", async () => {
    const [a] = servers()
    const key = await publishableKey(a.url)
    const shopper = await newCustomer(a.url, key, `split-order-${Date.now()}@example.com`)
    await addToCart(a.url, shopper.token, "P2", 1)
    const { totals } = await getCart(a.url, shopper.token)
    const placed = await placeOrder(a.url, shopper.token, totals.total)
    assert.equal(placed.status, 201, JSON.stringify(placed.data))
    const orderId = placed.data.order._id ?? placed.data.order.id
    assert.ok(orderId, "the answer names the order")

    const sentLine = new RegExp(
      `Sent the \\\\"order-placed\\\\" e-mail for order ${orderId}|Sent the "order-placed" e-mail for order ${orderId}`
    )
    const senders = await Promise.any(workers().map((w) => w.waitFor(sentLine, 30_000).then(() => w.name)))
    assert.match(senders, /^worker-/)
    for (const server of servers()) {
      assert.equal(
        server.lines.some((l) => sentLine.test(l)),
        false,
        `${server.name} must not run subscribers`
      )
    }
    const senderCount = workers().filter((w) => w.lines.some((l) => sentLine.test(l))).length
    assert.equal(senderCount, 1, "exactly one worker handles the event")

    const stored = await db.query("select count(*)::int as n from notification where resource_id = $1 and template = 'order-placed'", [
      orderId,
    ])
    assert.equal(stored[0].n, 1, "one stored e-mail notification")
  })

  it("the scheduled job runs once per tick across all processes, only on workers", async () => {
    const runLine = /Checkout recovery run \(scheduled ([^)]+)\)/
    const runs = () =>
      Object.values(processes).flatMap((p) =>
        p.lines.filter((l) => runLine.test(l)).map((l) => ({ process: p.name, tick: l.match(runLine)[1], at: Date.now() }))
      )
    const startedAt = Date.now()
    const countBefore = runs().length
    await new Promise((r) => setTimeout(r, 5 * JOB_PERIOD_SECONDS * 1000))
    const windowSeconds = (Date.now() - startedAt) / 1000
    const all = runs()
    const inWindow = all.length - countBefore

    assert.ok(inWindow >= 3, `the job ran ${inWindow} times in ${windowSeconds} s`)
    // Once per tick: never more runs than ticks (per-process scheduling would double it).
    assert.ok(
      inWindow <= Math.ceil(windowSeconds / JOB_PERIOD_SECONDS) + 1,
      `${inWindow} runs in ${windowSeconds} s is more than one per tick`
    )
    const ticks = all.map((r) => r.tick)
    assert.equal(new Set(ticks).size, ticks.length, "no tick ran twice")
    assert.ok(
      all.every((r) => r.process.startsWith("worker-")),
      "servers never run scheduled jobs"
    )
  })

  it("production logs are JSON lines; HTTP lines carry the request id", async () => {
    const [a] = servers()
    const requestId = `split-${Date.now()}`
    await fetch(`${a.url}/api/config`, { headers: { "x-request-id": requestId } })
    const line = await a.waitFor(new RegExp(requestId), 10_000)
    const entry = JSON.parse(line)
    assert.equal(entry.request_id, requestId)
    assert.equal(entry.path, "/api/config")
    assert.equal(entry.status, 200)
    for (const p of Object.values(processes)) {
      const json = p.jsonLines().length
      assert.ok(json >= p.lines.length * 0.95, `${p.name}: ${p.lines.length - json} of ${p.lines.length} log lines are not JSON`)
    }
  })
})
