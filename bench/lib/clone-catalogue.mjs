// @ts-check
/**
 * Multiplies the seeded catalogue in SQL, for measurements that need a large database
 * rather than a realistic import (bench/backup-restore-scale.mjs): every row that belongs to
 * one of the products there now (the product, its handle, variants, prices and their rules,
 * price sets, inventory items and levels, images, reviews, and its links to categories, tags,
 * options, the sales channel and the shipping profile) is copied `copies` times with new ids
 * (the original id + "_c<n>") and new unique texts (handle, SKU, external id). Options and
 * their values, categories, tags and the like are shared, as products share them.
 * The search index's rows are not copied: the backend builds them from the products.
 * bench/grow-catalogue.mjs imports through the Admin API instead (about 1 product a second
 * on the loaded two-core machine: 50,000 would take half a day).
 */

/**
 * [table, which rows (SQL over the temporary tables orig_*), columns that get the copy's suffix].
 * @type {Array<[string, string, string[]]>}
 */
const TABLES = [
  ["product", "id in (select id from orig_product)", ["id", "handle", "external_id"]],
  ["product_handle", "product_id in (select id from orig_product)", ["id", "product_id", "handle"]],
  ["product_variant", "id in (select id from orig_variant)", ["id", "product_id", "sku"]],
  ["product_variant_option", "variant_id in (select id from orig_variant)", ["variant_id"]],
  ["product_product_option", "product_id in (select id from orig_product)", ["id", "product_id"]],
  ["product_category_product", "product_id in (select id from orig_product)", ["product_id"]],
  ["product_tags", "product_id in (select id from orig_product)", ["product_id"]],
  ["product_sales_channel", "product_id in (select id from orig_product)", ["id", "product_id"]],
  ["product_shipping_profile", "product_id in (select id from orig_product)", ["id", "product_id"]],
  ["image", "product_id in (select id from orig_product)", ["id", "product_id"]],
  ["product_variant_product_image", "variant_id in (select id from orig_variant)", ["id", "variant_id", "image_id"]],
  ["price_set", "id in (select id from orig_price_set)", ["id"]],
  ["product_variant_price_set", "variant_id in (select id from orig_variant)", ["id", "variant_id", "price_set_id"]],
  ["price", "price_set_id in (select id from orig_price_set)", ["id", "price_set_id"]],
  ["price_rule", "price_id in (select p.id from price p where p.price_set_id in (select id from orig_price_set))", ["id", "price_id"]],
  ["inventory_item", "id in (select id from orig_inventory_item)", ["id", "sku"]],
  ["inventory_level", "inventory_item_id in (select id from orig_inventory_item)", ["id", "inventory_item_id"]],
  ["product_variant_inventory_item", "variant_id in (select id from orig_variant)", ["id", "variant_id", "inventory_item_id"]],
  ["review", "product_id in (select id from orig_product)", ["id", "product_id"]],
]

/**
 * @param {{ query: (text: string, params?: unknown[]) => Promise<any[]> }} db a database of its own
 *   (one connection per query is fine: the orig_* tables are real tables, dropped at the end)
 * @param {number} copies
 */
export async function cloneCatalogue(db, copies) {
  await db.query(`drop table if exists orig_product, orig_variant, orig_price_set, orig_inventory_item`)
  await db.query(`create table orig_product as select id from product where deleted_at is null`)
  await db.query(`create table orig_variant as select id from product_variant where product_id in (select id from orig_product)`)
  await db.query(
    `create table orig_price_set as select price_set_id as id from product_variant_price_set where variant_id in (select id from orig_variant)`
  )
  await db.query(
    `create table orig_inventory_item as select inventory_item_id as id from product_variant_inventory_item where variant_id in (select id from orig_variant)`
  )
  try {
    for (const [table, rows, suffixed] of TABLES) {
      const columns = (
        await db.query(
          `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
          [table]
        )
      ).map((r) => String(r.column_name))
      if (!columns.length) continue // a table this version of Medusa does not have
      const list = columns.map((c) => `"${c}"`).join(", ")
      const values = columns.map((c) => (suffixed.includes(c) ? `"${c}" || '_c' || n` : `"${c}"`)).join(", ")
      await db.query(`insert into "${table}" (${list}) select ${values} from "${table}", generate_series(1, ${copies}) as n where ${rows}`)
    }
  } finally {
    await db.query(`drop table if exists orig_product, orig_variant, orig_price_set, orig_inventory_item`)
  }
}
