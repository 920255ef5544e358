// @ts-check
/**
 * What the database says about orders, carts and stock, read with plain SQL
 * so the fault tests judge the shop from outside, not through its own code.
 */

/** Orders of these customers (deleted ones excluded), with their payment and reservation facts. */
export async function ordersOf(db, customerIds) {
  return db.query(
    `select o.id, o.customer_id, o.status, o.metadata,
            (select oc.cart_id from order_cart oc where oc.order_id = o.id and oc.deleted_at is null limit 1) as cart_id,
            (select count(*)::int from order_payment_collection opc
               join payment p on p.payment_collection_id = opc.payment_collection_id and p.deleted_at is null
              where opc.order_id = o.id and opc.deleted_at is null) as payments,
            (select coalesce(sum(oi.quantity), 0)::int from order_item oi where oi.order_id = o.id and oi.deleted_at is null) as item_quantity,
            (select coalesce(sum(r.quantity), 0)::int from order_item oi
               join reservation_item r on r.line_item_id = oi.item_id and r.deleted_at is null
              where oi.order_id = o.id and oi.deleted_at is null) as reserved_quantity
       from "order" o
      where o.customer_id = any($1) and o.deleted_at is null`,
    [customerIds]
  )
}

/** A cart's completion flag and lines. */
export async function cartState(db, cartId) {
  const [cart] = await db.query(`select id, completed_at from cart where id = $1`, [cartId])
  const lines = await db.query(
    `select variant_id, quantity::int as quantity from cart_line_item where cart_id = $1 and deleted_at is null order by variant_id`,
    [cartId]
  )
  return { completed: !!cart?.completed_at, lines }
}

/** Stocked and reserved quantity of a product (by its spec id) at every location, summed. */
export async function stockOf(db, catalogueId) {
  const [row] = await db.query(
    `select coalesce(sum(il.stocked_quantity), 0)::int as stocked, coalesce(sum(il.reserved_quantity), 0)::int as reserved,
            min(il.inventory_item_id) as inventory_item_id
       from product p
       join product_variant v on v.product_id = p.id and v.deleted_at is null
       join product_variant_inventory_item pvi on pvi.variant_id = v.id and pvi.deleted_at is null
       join inventory_level il on il.inventory_item_id = pvi.inventory_item_id and il.deleted_at is null
      where p.external_id = $1 and p.deleted_at is null`,
    [catalogueId]
  )
  return row
}

/** Sets a product's stocked quantity (every level of its inventory item). */
export async function setStock(db, catalogueId, quantity) {
  const { inventory_item_id } = await stockOf(db, catalogueId)
  await db.query(
    `update inventory_level set stocked_quantity = $2::int, raw_stocked_quantity = jsonb_build_object('value', $3::text, 'precision', 20) where inventory_item_id = $1`,
    [inventory_item_id, quantity, String(quantity)]
  )
}

/** Reservations whose line item belongs to no live order: stock held for nothing. */
export async function orphanReservations(db, inventoryItemId) {
  return db.query(
    `select r.id, r.line_item_id, r.quantity from reservation_item r
      where r.inventory_item_id = $1 and r.deleted_at is null
        and not exists (select 1 from order_item oi join "order" o on o.id = oi.order_id and o.deleted_at is null
                         where oi.item_id = r.line_item_id and oi.deleted_at is null)`,
    [inventoryItemId]
  )
}

/** Orders from checkout without a payment record: what a crash leaves before recovery. */
export async function unpaidCheckoutOrders(db) {
  return db.query(
    `select o.id from "order" o
      where o.deleted_at is null and o.metadata ? 'checkout_at'
        and not exists (select 1 from order_payment_collection opc
                          join payment p on p.payment_collection_id = opc.payment_collection_id and p.deleted_at is null
                         where opc.order_id = o.id and opc.deleted_at is null)`
  )
}
