import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import WishlistModule from "../modules/wishlist"

/** wishlist_item.product_id -> product, read-only like the customer link (Query: `items.product.*`). */
export default defineLink(
  { linkable: WishlistModule.linkable.wishlistItem, field: "product_id", isList: false },
  ProductModule.linkable.product,
  { readOnly: true }
)
