import { MedusaService } from "@medusajs/framework/utils"
import { Wishlist } from "./models/wishlist"
import { WishlistItem } from "./models/wishlist-item"

/**
 * Generated CRUD for wishlists and their items. The business rules
 * (one list per customer, idempotent add) live in src/workflows/wishlist.
 */
class WishlistModuleService extends MedusaService({ Wishlist, WishlistItem }) {}

export default WishlistModuleService
