import { model } from "@medusajs/framework/utils"

/*
 * A wishlist and its items in one file: each model names the other (the
 * relation's two sides), and two files would import each other.
 */

/**
 * A customer's saved products. One per customer (unique customer_id), created
 * on the first add; the customer and product sides are read-only module links
 * (src/links/wishlist-*.ts), so Medusa's own tables stay untouched.
 */
export const Wishlist = model
  .define("wishlist", {
    id: model.id({ prefix: "wl" }).primaryKey(),
    customer_id: model.text(),
    items: model.hasMany(() => WishlistItem, { mappedBy: "wishlist" }),
  })
  .cascades({ delete: ["items"] })
  .indexes([{ on: ["customer_id"], unique: true, where: "deleted_at IS NULL" }])

/** One saved product. The unique index makes a repeated add impossible, even under concurrent requests. */
export const WishlistItem = model
  .define("wishlist_item", {
    id: model.id({ prefix: "wli" }).primaryKey(),
    product_id: model.text(),
    wishlist: model.belongsTo(() => Wishlist, { mappedBy: "items" }),
  })
  .indexes([{ on: ["wishlist_id", "product_id"], unique: true, where: "deleted_at IS NULL" }])
