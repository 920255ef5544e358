import type { TestSuite } from "../helpers/runner"
import { Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { recoverInterruptedCheckouts } from "../../src/lib/orders/interrupted-checkouts"
import type { SeedResult } from "../../src/scripts/seed"
import { addToCart, cartTotals, newCustomer, orderBody, placeOrder, reservedQuantity, seed, setStock } from "../helpers/checkout"

type Db = { raw: (sql: string, bindings?: unknown[]) => Promise<{ rows: any[] }> }

/**
 * What a crash between Medusa's completion steps leaves, made on purpose:
 * an order from our checkout without its payment record (and, depending on
 * where the crash hit, the cart still open). The process tests produce the
 * real thing with kill -9; these pin each branch of the clean-up.
 */
export const checkoutRecoverySuite: TestSuite = ({ api, getContainer, dbConnection }) => {
  let seeded: SeedResult
  let inventoryItemId: string
  const db = dbConnection as unknown as Db
  const STOCK = 40

  beforeAll(async () => {
    seeded = await seed(getContainer())
    inventoryItemId = await setStock(getContainer(), seeded, "A3", STOCK)
  })

  /** Places an order for A3 × 2, then removes its payment record as a crash before authorisation would. */
  async function interruptedOrder(email: string, { reopenCart }: { reopenCart: boolean }) {
    const shopper = await newCustomer(api, seeded, email)
    await addToCart(api, shopper.token, "A3", 2)
    const placed = await placeOrder(api, shopper.token, orderBody(await cartTotals(api, shopper.token)), `key-${email}`)
    expect(placed.status).toBe(201)
    const orderId = placed.data.order.id as string
    const { rows } = await db.raw(`select cart_id from order_cart where order_id = ? and deleted_at is null`, [orderId])
    const cartId = rows[0].cart_id as string
    await db.raw(
      `update payment set deleted_at = now() where payment_collection_id in
         (select payment_collection_id from order_payment_collection where order_id = ?)`,
      [orderId]
    )
    if (reopenCart) await db.raw(`update cart set completed_at = null where id = ?`, [cartId])
    return { shopper, orderId, cartId, email }
  }

  const orderExists = async (id: string) => (await getContainer().resolve(Modules.ORDER).listOrders({ id })).length === 1

  it("the scheduled clean-up undoes an unpaid order: reservation released, cart reopened, order gone", async () => {
    const paidShopper = await newCustomer(api, seeded, "paid@example.com")
    await addToCart(api, paidShopper.token, "A3", 1)
    const paid = await placeOrder(api, paidShopper.token, orderBody(await cartTotals(api, paidShopper.token)))
    expect(paid.status).toBe(201)

    const { orderId, cartId } = await interruptedOrder("cut-short@example.com", { reopenCart: false })
    expect(await reservedQuantity(getContainer(), inventoryItemId)).toBe(3)

    const result = await recoverInterruptedCheckouts(getContainer() as MedusaContainer, 0)
    expect(result).toEqual({ found: 1, rolledBack: 1, busy: 0 })
    expect(await orderExists(orderId)).toBe(false)
    expect(await orderExists(paid.data.order.id)).toBe(true)
    expect(await reservedQuantity(getContainer(), inventoryItemId)).toBe(1)
    const [cart] = await getContainer()
      .resolve(Modules.CART)
      .listCarts({ id: cartId }, { relations: ["items"] })
    expect(cart.completed_at).toBeNull()
    expect(cart.items?.map((i) => Number(i.quantity))).toEqual([2])
    // The cart keeps its payment collection (dismissing the order's links must not cascade to it).
    const { rows: collections } = await db.raw(
      `select pc.id from cart_payment_collection cpc join payment_collection pc on pc.id = cpc.payment_collection_id
        where cpc.cart_id = ? and cpc.deleted_at is null and pc.deleted_at is null`,
      [cartId]
    )
    expect(collections).toHaveLength(1)

    // A second run finds nothing; the shopper's cart places normally.
    expect(await recoverInterruptedCheckouts(getContainer() as MedusaContainer, 0)).toEqual({ found: 0, rolledBack: 0, busy: 0 })
  })

  it("an unpaid order younger than the minimum age is left alone (it may still be completing)", async () => {
    const { orderId } = await interruptedOrder("young@example.com", { reopenCart: false })
    expect((await recoverInterruptedCheckouts(getContainer() as MedusaContainer, 60_000)).found).toBe(0)
    expect(await orderExists(orderId)).toBe(true)
    await recoverInterruptedCheckouts(getContainer() as MedusaContainer, 0)
    expect(await orderExists(orderId)).toBe(false)
  })

  it("a checkout whose lock is held is skipped until the lock is free", async () => {
    const { orderId, shopper } = await interruptedOrder("locked@example.com", { reopenCart: false })
    const locking = getContainer().resolve(Modules.LOCKING)
    await locking.acquire(`place-order:${shopper.id}`, { ownerId: "test", expire: 30 })
    try {
      expect(await recoverInterruptedCheckouts(getContainer() as MedusaContainer, 0)).toEqual({ found: 1, rolledBack: 0, busy: 1 })
      expect(await orderExists(orderId)).toBe(true)
    } finally {
      await locking.release(`place-order:${shopper.id}`, { ownerId: "test" })
    }
    expect((await recoverInterruptedCheckouts(getContainer() as MedusaContainer, 0)).rolledBack).toBe(1)
  })

  it("a shopper's retry cleans up first, so the same key places a real order instead of returning the unpaid one", async () => {
    const { shopper, orderId, cartId, email } = await interruptedOrder("retry@example.com", { reopenCart: true })
    const before = await reservedQuantity(getContainer(), inventoryItemId)
    const retry = await placeOrder(api, shopper.token, orderBody(await cartTotals(api, shopper.token)), `key-${email}`)
    expect(retry.status).toBe(201)
    expect(retry.data.order.id).not.toBe(orderId)
    expect(await orderExists(orderId)).toBe(false)
    // The old reservation went with the old order; the new order reserved the same two units.
    expect(await reservedQuantity(getContainer(), inventoryItemId)).toBe(before)
    const { rows } = await db.raw(
      `select count(*)::int as n from payment p join order_payment_collection opc on opc.payment_collection_id = p.payment_collection_id
        where opc.order_id = ? and p.deleted_at is null and opc.deleted_at is null`,
      [retry.data.order.id]
    )
    expect(rows[0].n).toBe(1)
    const link = await db.raw(`select order_id from order_cart where cart_id = ? and deleted_at is null`, [cartId])
    expect(link.rows.map((r) => r.order_id)).toEqual([retry.data.order.id])
    // And the same key now replays the real order.
    const again = await placeOrder(api, shopper.token, orderBody(await cartTotals(api, shopper.token)), `key-${email}`)
    expect(again.status).toBe(200)
    expect(again.data.order.id).toBe(retry.data.order.id)
  })

  it("orders not made by our checkout (no checkout metadata) are never touched", async () => {
    const { orderId } = await interruptedOrder("draft-like@example.com", { reopenCart: false })
    await db.raw(`update "order" set metadata = metadata - 'checkout_at' where id = ?`, [orderId])
    expect((await recoverInterruptedCheckouts(getContainer() as MedusaContainer, 0)).found).toBe(0)
    expect(await orderExists(orderId)).toBe(true)
  })
}
