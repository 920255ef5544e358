// @ts-check
import { ordersOf, stockOf, unpaidCheckoutOrders } from "../order-ledger.mjs"

/**
 * What the database says at the end of a soak, against what the buyers were
 * told: orders answered 201/200 against orders stored (none lost, none twice),
 * stock against the start minus what was sold, reservations held for nothing,
 * and each order's e-mails. Plain SQL, so the shop is judged from outside.
 */

/** @typedef {{ query: (text: string, params?: unknown[]) => Promise<any[]> }} Db */

/** @param {Db} db @param {string[]} catalogueIds */
export async function stockSnapshot(db, catalogueIds) {
  /** @type {Record<string, { stocked: number, reserved: number, inventory_item_id: string }>} */
  const stock = {}
  for (const id of catalogueIds) stock[id] = await stockOf(db, id)
  return stock
}

/**
 * Waits (up to `limitMs`) until no checkout is left half-written and every order has its placed e-mail:
 * the recovery job and the worker's queue finish what the faults interrupted.
 * @param {Db} db @param {string[]} customerIds @param {number} limitMs
 */
export async function settle(db, customerIds, limitMs) {
  const deadline = Date.now() + limitMs
  while (Date.now() < deadline) {
    const half = await unpaidCheckoutOrders(db)
    const [{ n }] = await db.query(
      `select count(*)::int as n from "order" o where o.customer_id = any($1) and o.deleted_at is null
          and not exists (select 1 from notification n where n.resource_id = o.id and n.template = 'order-placed')`,
      [customerIds]
    )
    if (half.length === 0 && n === 0) return true
    await new Promise((r) => setTimeout(r, 1000))
  }
  return false
}

/**
 * @param {Db} db
 * @param {{ customerIds: string[], placed: import("./traffic.mjs").PlacedOrder[], stockAtStart: Awaited<ReturnType<typeof stockSnapshot>> }} facts
 */
export async function auditOrders(db, { customerIds, placed, stockAtStart }) {
  const stored = await ordersOf(db, customerIds)
  const storedIds = new Set(stored.map((o) => o.id))
  const answeredIds = new Set(placed.map((p) => p.id))
  const perCart = new Map()
  for (const o of stored) if (o.cart_id) perCart.set(o.cart_id, (perCart.get(o.cart_id) ?? 0) + 1)
  const orders = {
    answered: answeredIds.size,
    stored: stored.length,
    lost: [...answeredIds].filter((id) => !storedIds.has(id)),
    doubled: [...perCart.entries()].filter(([, n]) => n > 1).map(([cart]) => cart),
    /** Stored but never answered 201/200 to the buyer (the shopper was told it failed, or was never told). */
    unannounced: stored.filter((o) => !answeredIds.has(o.id)).map((o) => o.id),
    halfWritten: (await unpaidCheckoutOrders(db)).map((/** @type {{ id: string }} */ o) => o.id),
  }

  // Stock: per product, stocked went down by what was shipped, reserved up by what is sold and not yet shipped.
  // Medusa keeps a row per order version in order_item: the order's current version counts.
  /** @type {Record<string, any>} */
  const stock = {}
  for (const [catalogueId, start] of Object.entries(stockAtStart)) {
    const [sold] = await db.query(
      `select coalesce(sum(oi.quantity) filter (where o.status <> 'canceled'), 0)::int as sold,
              coalesce(sum(oi.fulfilled_quantity) filter (where o.status <> 'canceled'), 0)::int as shipped
         from "order" o
         join order_item oi on oi.order_id = o.id and oi.version = o.version and oi.deleted_at is null
         join order_line_item li on li.id = oi.item_id
         join product p on p.id = li.product_id
        where o.customer_id = any($1) and o.deleted_at is null and p.external_id = $2`,
      [customerIds, catalogueId]
    )
    const end = await stockOf(db, catalogueId)
    const [{ held }] = await db.query(
      `select coalesce(sum(r.quantity), 0)::int as held from reservation_item r
        where r.inventory_item_id = $1 and r.deleted_at is null
          and not exists (select 1 from order_item oi join "order" o on o.id = oi.order_id and o.deleted_at is null and o.status <> 'canceled'
                           where oi.item_id = r.line_item_id and oi.deleted_at is null)`,
      [start.inventory_item_id]
    )
    stock[catalogueId] = {
      start: { stocked: start.stocked, reserved: start.reserved },
      end: { stocked: end.stocked, reserved: end.reserved },
      sold: sold.sold,
      shipped: sold.shipped,
      /** Stocked must have gone down by exactly what was shipped. */
      stockedRight: end.stocked === start.stocked - sold.shipped,
      /** Reserved must be what was there plus what is sold and not yet shipped. */
      reservedRight: end.reserved === start.reserved + sold.sold - sold.shipped,
      oversold: end.stocked - end.reserved < 0,
      /** Units reserved for a cancelled order or for no order. */
      heldForNothing: held,
    }
  }

  // E-mails: one "order placed" per order; one each for the confirmations, shipments and cancellations that happened.
  const mails = await db.query(
    `select n.resource_id, n.template, count(*)::int as n from notification n
      where n.resource_id = any($1) and n.template in ('order-placed', 'order-confirmed', 'order-shipped', 'order-cancelled')
      group by 1, 2`,
    [stored.map((o) => o.id)]
  )
  const count = (/** @type {string} */ id, /** @type {string} */ template) =>
    mails.find((m) => m.resource_id === id && m.template === template)?.n ?? 0
  const byId = new Map(placed.map((p) => [p.id, p]))
  const expected = (/** @type {any} */ o) => {
    const p = byId.get(o.id)
    return {
      "order-placed": 1,
      "order-confirmed": p?.confirmed ? 1 : null,
      "order-shipped": p?.shipped ? 1 : null,
      "order-cancelled": o.status === "canceled" ? 1 : null,
    }
  }
  /** @type {string[]} */
  const wrongMails = []
  let sent = 0
  for (const o of stored) {
    for (const [template, want] of Object.entries(expected(o))) {
      const got = count(o.id, template)
      sent += got
      if (want === null ? got > 1 : got !== want) wrongMails.push(`${o.id} ${template}: ${got}`)
    }
  }
  return { orders, stock, emails: { sent, wrong: wrongMails } }
}

/** @typedef {Awaited<ReturnType<typeof auditOrders>>} Audit */
