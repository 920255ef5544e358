import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import WishlistModule from "../modules/wishlist"

/**
 * wishlist.customer_id -> customer. Read-only: the id lives on the wishlist row,
 * so no pivot table is needed, and Query can still join `wishlist.customer`.
 */
export default defineLink({ linkable: WishlistModule.linkable.wishlist, field: "customer_id" }, CustomerModule.linkable.customer, {
  readOnly: true,
})
