import { model } from "@medusajs/framework/utils"
import { WishlistItem } from "./wishlist-item"

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
