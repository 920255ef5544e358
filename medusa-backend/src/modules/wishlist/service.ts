import { MedusaService } from "@medusajs/framework/utils"
import { Wishlist, WishlistItem } from "./models/wishlist"

/**
 * Generated CRUD for wishlists and their items. The business rules
 * (one list per customer, idempotent add) live in src/workflows/wishlist.
 */
class WishlistModuleService extends MedusaService({ Wishlist, WishlistItem }) {}

export default WishlistModuleService
