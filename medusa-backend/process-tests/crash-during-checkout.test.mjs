// @ts-check
// kill -9 the backend while 20 shoppers place their orders at once, start it
// again, and check that nothing is half-done: each order is complete (payment
// record, stock reserved) or absent with the shopper's cart as it was, and
// stock equals the initial stock minus what complete orders took.
import assert from "node:assert/strict"
import { randomUUID } from "node:crypto"
import { after, before, describe, it } from "node:test"
import { freshDatabase } from "./lib/databases.mjs"
import { productionEnv, startMedusa } from "./lib/medusa-process.mjs"
import { cartState, orphanReservations, ordersOf, setStock, stockOf, unpaidCheckoutOrders } from "./lib/order-ledger.mjs"
import { addToCart, getCart, newCustomer, placeOrder, publishableKey } from "./lib/shop-api.mjs"

const SHOPPERS = 20
/** @type {Record<string, number>} */
const INITIAL_STOCK = { P3: 100, S1: 100 }
/** @type {Array<[catalogueId: string, quantity: number]>} */
const LINES = [
  ["P3", 1],
  ["S1", 2],
]

describe("kill -9 during 20 parallel checkouts", () => {
  let db
  let backend
  let env
  const shoppers = []

  before(async () => {
    db = await freshDatabase("crash")
    for (const [catalogueId, quantity] of Object.entries(INITIAL_STOCK)) await setStock(db, catalogueId, quantity)
    // One process in shared mode without Redis: its locks die with it, so recovery need not wait for
    // lock expiry (with Redis, Medusa's two-minute lock TTL delays the roll-back by up to that long).
    env = productionEnv({
      DATABASE_URL: db.url,
      REDIS_URL: "",
      CHECKOUT_RECOVERY_CRON: "*/2 * * * * *",
      CHECKOUT_RECOVERY_MIN_AGE_SECONDS: "2",
    })
    backend = await startMedusa({ name: "backend", env })
    const key = await publishableKey(backend.url)
    for (let i = 0; i < SHOPPERS; i += 5) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(5, SHOPPERS - i) }, async (_, j) => {
          const shopper = await newCustomer(backend.url, key, `crash-${i + j}-${Date.now()}@example.com`)
          for (const [catalogueId, quantity] of LINES) await addToCart(backend.url, shopper.token, catalogueId, quantity)
          const cart = await getCart(backend.url, shopper.token)
          const [{ cart_id }] = await db.query(`select id as cart_id from cart where customer_id = $1 and completed_at is null`, [
            shopper.id,
          ])
          return { ...shopper, total: cart.totals.total, cartId: cart_id, idempotencyKey: randomUUID() }
        })
      )
      shoppers.push(...batch)
    }
    for (const s of shoppers) s.linesBefore = (await cartState(db, s.cartId)).lines
  })

  after(async () => {
    await backend?.stop()
    await db?.drop()
  })

  it("leaves every checkout complete or absent with its cart intact, and stock consistent", async () => {
    // Fire all 20 at once; kill the process mid-way through the batch: as soon as the first order is
    // complete, when others are half-written and the rest not started.
    const outcomes = shoppers.map((s) =>
      placeOrder(backend.url, s.token, s.total, { idempotencyKey: s.idempotencyKey, timeoutMs: 120_000 }).then(
        (res) => ({ status: res.status, orderId: res.data?.order?._id ?? res.data?.order?.id, error: undefined }),
        (error) => ({ status: 0, orderId: undefined, error: error.message })
      )
    )
    const ids = shoppers.map((s) => s.id)
    for (let i = 0; i < 3000; i++) {
      if ((await ordersOf(db, ids)).some((o) => o.payments > 0)) break
      await new Promise((r) => setTimeout(r, 10))
    }
    backend.signal("SIGKILL")
    await backend.exited
    const answers = await Promise.all(outcomes)
    const cutOff = answers.filter((a) => a.status === 0).length
    assert.ok(cutOff > 0, "the kill must land while orders are in flight")
    assert.ok(
      answers.every((a) => a.status === 0 || a.status === 201),
      `only successes or cut-offs: ${JSON.stringify(answers)}`
    )
    const succeeded = answers.filter((a) => a.status === 201)
    const unpaidAtCrash = (await unpaidCheckoutOrders(db)).length

    backend = await startMedusa({ name: "backend-restarted", env })
    // The recovery job runs every 2 s; give it time to undo what the crash cut short.
    for (let i = 0; i < 60 && (await unpaidCheckoutOrders(db)).length > 0; i++) await new Promise((r) => setTimeout(r, 500))
    assert.deepEqual(await unpaidCheckoutOrders(db), [], "no order is left without payment")

    const orders = await ordersOf(db, ids)
    const expectedQuantity = LINES.reduce((sum, [, q]) => sum + q, 0)
    let complete = 0
    for (const shopper of shoppers) {
      const mine = orders.filter((o) => o.customer_id === shopper.id)
      const cart = await cartState(db, shopper.cartId)
      if (mine.length === 0) {
        assert.equal(cart.completed, false, `${shopper.email}: no order, so the cart must be open`)
        assert.deepEqual(cart.lines, shopper.linesBefore, `${shopper.email}: cart lines intact`)
        continue
      }
      assert.equal(mine.length, 1, `${shopper.email}: at most one order`)
      const [order] = mine
      assert.equal(order.payments, 1, `${shopper.email}: payment record`)
      assert.equal(order.item_quantity, expectedQuantity)
      assert.equal(order.reserved_quantity, expectedQuantity, `${shopper.email}: stock reserved for every unit`)
      assert.equal(order.cart_id, shopper.cartId)
      assert.equal(cart.completed, true, `${shopper.email}: the order's cart is completed`)
      complete++
    }
    for (const answer of succeeded)
      assert.ok(
        orders.some((o) => o.id === answer.orderId),
        "every 201 answer names a complete order"
      )

    for (const [catalogueId, quantityPerOrder] of LINES) {
      const stock = await stockOf(db, catalogueId)
      assert.equal(stock.stocked, INITIAL_STOCK[catalogueId])
      assert.equal(stock.reserved, complete * quantityPerOrder, `${catalogueId}: reserved = complete orders × ${quantityPerOrder}`)
      assert.deepEqual(await orphanReservations(db, stock.inventory_item_id), [], `${catalogueId}: no reservation without an order`)
    }
    console.log(
      `# ${complete} complete, ${SHOPPERS - complete} absent; ${cutOff} requests cut off, ${unpaidAtCrash} unpaid orders rolled back`
    )

    // Shoppers whose order is absent can place it now; the others get theirs back for the same key.
    // A shopper told "Your order is already being placed" (the customer lock is still taken, e.g. by the
    // clean-up of their interrupted checkout) waits a moment and tries again, as the message asks.
    const retryOrder = async (s) => {
      for (let attempt = 1; ; attempt++) {
        const res = await placeOrder(backend.url, s.token, s.total, { idempotencyKey: s.idempotencyKey })
        if (res.status !== 409 || !/already being placed/.test(res.data?.message ?? "") || attempt === 5) return res
        await new Promise((resolve) => setTimeout(resolve, 3000))
      }
    }
    const retries = await Promise.all(shoppers.map(retryOrder))
    for (const [i, res] of retries.entries()) {
      const hadOrder = orders.some((o) => o.customer_id === shoppers[i].id)
      assert.equal(res.status, hadOrder ? 200 : 201, `${shoppers[i].email}: ${JSON.stringify(res.data)}`)
    }
    for (const [catalogueId, quantityPerOrder] of LINES) {
      assert.equal(
        (await stockOf(db, catalogueId)).reserved,
        SHOPPERS * quantityPerOrder,
        `${catalogueId}: every shopper's order reserved once`
      )
    }
  })
})
