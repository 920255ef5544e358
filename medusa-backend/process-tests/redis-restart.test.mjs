// @ts-check
// Redis dies and comes back while shoppers are placing orders. The backend
// (one server, one worker, as in production) must ride it out: no process
// exits, no order is lost or left half-done, every order's e-mail goes out,
// and orders placed after the restart work as before.
import assert from "node:assert/strict"
import { randomUUID } from "node:crypto"
import { after, before, describe, it } from "node:test"
import { freshDatabase } from "./lib/databases.mjs"
import { productionEnv, startMedusa } from "./lib/medusa-process.mjs"
import { cartState, ordersOf, unpaidCheckoutOrders } from "./lib/order-ledger.mjs"
import { startPrivateRedis } from "./lib/redis.mjs"
import { addToCart, getCart, newCustomer, placeOrder, publishableKey } from "./lib/shop-api.mjs"

const SHOPPERS = 12
const REDIS_DOWN_MS = 2000
const redis = await startPrivateRedis()
if (!redis) console.log("# SKIP Redis restart test: no redis-server binary at /usr/bin/redis-server")

/** The private Redis; called only inside the suite, which is skipped without one. */
function privateRedis() {
  if (!redis) throw new Error("no redis-server")
  return redis
}

describe("Redis restart under load", { skip: !redis && "no redis-server binary to restart" }, () => {
  let db
  let server
  let worker
  const shoppers = []

  before(async () => {
    db = await freshDatabase("redis")
    const env = productionEnv({
      DATABASE_URL: db.url,
      REDIS_URL: privateRedis().url,
      CHECKOUT_RECOVERY_CRON: "*/2 * * * * *",
      CHECKOUT_RECOVERY_MIN_AGE_SECONDS: "5",
    })
    worker = await startMedusa({ name: "worker", env: { ...env, MEDUSA_WORKER_MODE: "worker" } })
    server = await startMedusa({ name: "server", env: { ...env, MEDUSA_WORKER_MODE: "server" } })
    const key = await publishableKey(server.url)
    for (let i = 0; i < SHOPPERS; i++) {
      const shopper = await newCustomer(server.url, key, `redis-${i}-${Date.now()}@example.com`)
      await addToCart(server.url, shopper.token, i % 2 ? "A12" : "P4", 1)
      const { totals } = await getCart(server.url, shopper.token)
      const [{ id: cartId }] = await db.query(`select id from cart where customer_id = $1 and completed_at is null`, [shopper.id])
      shoppers.push({ ...shopper, total: totals.total, cartId, idempotencyKey: randomUUID() })
    }
  })

  after(async () => {
    await Promise.all([server?.stop(), worker?.stop()])
    await redis?.stop()
    await db?.drop()
  })

  it("loses no order and recovers by itself", async () => {
    // Orders go out every 200 ms; Redis is killed after the third and is back 2 s later.
    const answers = []
    const sending = (async () => {
      for (const s of shoppers) {
        answers.push(
          placeOrder(server.url, s.token, s.total, { idempotencyKey: s.idempotencyKey, timeoutMs: 90_000 }).then(
            (res) => ({ shopper: s, status: res.status, data: res.data }),
            (error) => ({ shopper: s, status: 0, data: error.message })
          )
        )
        await new Promise((r) => setTimeout(r, 200))
      }
    })()
    await new Promise((r) => setTimeout(r, 600))
    await privateRedis().restart(REDIS_DOWN_MS)
    await sending
    const results = await Promise.all(answers)

    assert.ok(server.isAlive() && worker.isAlive(), "both processes survive the outage")
    assert.equal((await fetch(`${server.url}/health`)).status, 200)

    // Give checkouts a crash might have cut short time to be rolled back.
    for (let i = 0; i < 40 && (await unpaidCheckoutOrders(db)).length > 0; i++) await new Promise((r) => setTimeout(r, 500))
    assert.deepEqual(await unpaidCheckoutOrders(db), [], "no half-written order")

    const orders = await ordersOf(
      db,
      shoppers.map((s) => s.id)
    )
    for (const { shopper, status, data } of results) {
      const mine = orders.filter((o) => o.customer_id === shopper.id)
      assert.ok(mine.length <= 1, `${shopper.email}: at most one order`)
      if (status === 201) {
        assert.equal(mine.length, 1, `${shopper.email}: answered 201, so the order exists`)
        assert.equal(mine[0].id, data.order._id ?? data.order.id)
      }
      if (mine.length === 1) {
        assert.equal(mine[0].payments, 1)
        assert.equal(mine[0].reserved_quantity, 1)
      } else {
        const cart = await cartState(db, shopper.cartId)
        assert.equal(cart.completed, false, `${shopper.email}: no order, so the cart is open (answer ${status}: ${JSON.stringify(data)})`)
        assert.equal(cart.lines.length, 1)
      }
    }
    const failed = results.filter((r) => r.status !== 201)
    console.log(
      `# ${results.length - failed.length} orders answered 201 across the outage; ${failed.length} failed: ${failed.map((f) => f.status).join(",")}`
    )

    // Every order's e-mail is sent by the worker, including those whose event crossed the restart.
    const sentFor = async () =>
      (await db.query(`select resource_id from notification where template = 'order-placed'`)).map((r) => r.resource_id)
    for (let i = 0; i < 60; i++) {
      const sent = await sentFor()
      if (orders.every((o) => sent.includes(o.id))) break
      await new Promise((r) => setTimeout(r, 500))
    }
    const sent = await sentFor()
    assert.deepEqual(
      orders.filter((o) => !sent.includes(o.id)).map((o) => o.id),
      [],
      "every order has its e-mail"
    )

    // After the outage, shoppers whose order did not go through can place it, as can anyone else.
    for (const { shopper } of failed) {
      const retry = await placeOrder(server.url, shopper.token, shopper.total, { idempotencyKey: shopper.idempotencyKey })
      assert.ok([200, 201].includes(retry.status), `${shopper.email} retry: ${retry.status} ${JSON.stringify(retry.data)}`)
    }
    const all = await ordersOf(
      db,
      shoppers.map((s) => s.id)
    )
    assert.equal(all.length, SHOPPERS)
    assert.ok(all.every((o) => o.payments === 1 && o.reserved_quantity === 1))
  })
})
