import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { placeOrderLockKey } from "./locks"
import { readOrders } from "./read-orders"
import { META } from "./metadata"
import { hasPaymentRecord } from "./payment-record"

/**
 * Checkouts a crash cut short.
 *
 * Medusa's completeCartWorkflow writes an order in several transactions:
 * create the order; then, side by side, link it to its cart and payment
 * collection, mark the cart completed, reserve stock, count coupon usage; last,
 * authorise the payment. Failures are compensated, but a process killed between
 * those steps compensates nothing, and Medusa does not resume interrupted
 * workflows on restart. What it leaves is recognisable: an order from our
 * checkout (its metadata carries checkout_at) with no payment record, since
 * authorisation is the workflow's last write. Such an order never reached the
 * shopper as a success, so we undo it: the cart comes back, the order goes.
 */

type InterruptedCheckout = {
  order_id: string
  customer_id: string | null
  cart_id: string | null
  line_item_ids: string[]
  /** Linked to the order; the links go, the records stay (the payment collection is also the cart's). */
  payment_collection_ids: string[]
  promotion_ids: string[]
  /** Whether Medusa had linked the order to its cart before the crash. */
  cart_linked: boolean
}

type OrderRow = {
  id: string
  customer_id?: string | null
  metadata?: Record<string, unknown> | null
  items?: { id: string }[] | null
  cart?: { id: string } | null
  promotions?: { id: string }[] | null
  payment_collections?: { id: string; payments?: { id: string }[] | null }[] | null
}

/** Completion is over in seconds; anything older than Medusa's retention of three days is out of scope. */
const LOOK_BACK_MS = 3 * 24 * 60 * 60 * 1000

function toInterrupted(order: OrderRow): InterruptedCheckout | null {
  if (!order.metadata?.[META.checkoutAt]) return null // not from our checkout (e.g. a draft order)
  if (hasPaymentRecord(order)) return null
  const cartId = order.cart?.id ?? (order.metadata?.[META.cartId] as string | undefined) ?? null
  return {
    order_id: order.id,
    customer_id: order.customer_id ?? null,
    cart_id: cartId,
    line_item_ids: (order.items ?? []).map((i) => i.id),
    payment_collection_ids: (order.payment_collections ?? []).filter(Boolean).map((pc) => pc.id),
    promotion_ids: (order.promotions ?? []).filter(Boolean).map((p) => p.id),
    cart_linked: !!order.cart?.id,
  }
}

async function pendingOrders(container: MedusaContainer, filters: Record<string, unknown>): Promise<OrderRow[]> {
  return readOrders<OrderRow>(container, {
    fields: [
      "id",
      "customer_id",
      "metadata",
      "items.id",
      "cart.id",
      "promotions.id",
      "payment_collections.id",
      "payment_collections.payments.id",
    ],
    filters: { status: "pending", ...filters },
  })
}

/** Interrupted checkouts at least `minAgeMs` old. */
async function findInterruptedCheckouts(container: MedusaContainer, minAgeMs: number): Promise<InterruptedCheckout[]> {
  const now = Date.now()
  const orders = await pendingOrders(container, {
    created_at: { $lte: new Date(now - minAgeMs), $gte: new Date(now - LOOK_BACK_MS) },
  })
  return orders.map(toInterrupted).filter((c): c is InterruptedCheckout => c !== null)
}

/** The interrupted completion of one cart, if its order exists without payment. */
export async function findInterruptedCheckoutOfCart(container: MedusaContainer, cartId: string): Promise<InterruptedCheckout | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
  const orderIds = (data as { order_id: string }[]).map((row) => row.order_id)
  if (!orderIds.length) return null
  const orders = await pendingOrders(container, { id: orderIds })
  return orders.map(toInterrupted).find((c) => c !== null) ?? null
}

/**
 * Undoes one interrupted checkout. Every operation is safe to repeat and the
 * order is deleted last, so a crash during the roll-back leaves the order
 * still recognisable and the next run finishes the job. Call it while holding
 * the locks a completion holds (see checkoutLockKeys), so a completion still
 * in flight is never mistaken for an interrupted one.
 *
 * Coupon usage is not reverted: we cannot tell whether Medusa counted it
 * before the crash, and over-counting a limited coupon by one is the safe error.
 */
export async function rollBackInterruptedCheckout(container: MedusaContainer, checkout: InterruptedCheckout): Promise<void> {
  if (checkout.line_item_ids.length) {
    await container.resolve(Modules.INVENTORY).deleteReservationItemsByLineItem(checkout.line_item_ids)
  }
  // dismiss, not delete: deleting an order's links would cascade to the payment collection the cart still uses.
  const orderSide = { [Modules.ORDER]: { order_id: checkout.order_id } }
  await container
    .resolve(ContainerRegistrationKeys.LINK)
    .dismiss([
      ...(checkout.cart_linked && checkout.cart_id ? [{ ...orderSide, [Modules.CART]: { cart_id: checkout.cart_id } }] : []),
      ...checkout.payment_collection_ids.map((id) => ({ ...orderSide, [Modules.PAYMENT]: { payment_collection_id: id } })),
      ...checkout.promotion_ids.map((id) => ({ ...orderSide, [Modules.PROMOTION]: { promotion_id: id } })),
    ])
  if (checkout.cart_id) {
    // Medusa's update DTO types completed_at as a date; null is what reopens the cart.
    await container.resolve(Modules.CART).updateCarts(checkout.cart_id, { completed_at: null as unknown as Date })
  }
  await container.resolve(Modules.ORDER).deleteOrders([checkout.order_id])
  container
    .resolve(ContainerRegistrationKeys.LOGGER)
    .warn(
      `Rolled back interrupted checkout: order ${checkout.order_id} had no payment; cart ${checkout.cart_id ?? "(unknown)"} is open again`
    )
}

/**
 * The locks held while a cart is being completed: our place-order workflow
 * locks the customer (completeCartWorkflow, run inside it, skips its own cart
 * lock as a sub-workflow); a completion through Medusa's Store API locks the cart.
 */
function checkoutLockKeys(checkout: Pick<InterruptedCheckout, "customer_id" | "cart_id" | "order_id">): string[] {
  return [...(checkout.customer_id ? [placeOrderLockKey(checkout.customer_id)] : []), checkout.cart_id ?? checkout.order_id]
}

/**
 * Finds and undoes interrupted checkouts at least `minAgeMs` old, each under
 * its completion's locks; one whose lock is held (a completion in flight, or a
 * crashed process's lock not yet expired) is left for the next run.
 */
export async function recoverInterruptedCheckouts(container: MedusaContainer, minAgeMs: number) {
  const locking = container.resolve(Modules.LOCKING)
  const found = await findInterruptedCheckouts(container, minAgeMs)
  let rolledBack = 0
  let busy = 0
  for (const candidate of found) {
    try {
      await locking.execute(
        checkoutLockKeys(candidate),
        async () => {
          // Re-read under the lock: the completion may have finished meanwhile.
          const [order] = await pendingOrders(container, { id: candidate.order_id })
          const still = order ? toInterrupted(order) : null
          if (still) {
            await rollBackInterruptedCheckout(container, still)
            rolledBack++
          }
        },
        { timeout: 1 }
      )
    } catch (error) {
      if (!/lock/i.test((error as Error).message)) throw error
      busy++
    }
  }
  return { found: found.length, rolledBack, busy }
}
