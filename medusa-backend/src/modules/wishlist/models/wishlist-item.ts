import { model } from "@medusajs/framework/utils"
import { Wishlist } from "./wishlist"

/** One saved product. The unique index makes a repeated add impossible, even under concurrent requests. */
export const WishlistItem = model
  .define("wishlist_item", {
    id: model.id({ prefix: "wli" }).primaryKey(),
    product_id: model.text(),
    wishlist: model.belongsTo(() => Wishlist, { mappedBy: "items" }),
  })
  .indexes([{ on: ["wishlist_id", "product_id"], unique: true, where: "deleted_at IS NULL" }])
