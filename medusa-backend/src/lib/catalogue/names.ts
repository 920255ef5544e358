/**
 * Names the seed gives to the store's fixed Medusa records. Code looks these
 * records up by name, so the seed and the lookups must share these constants.
 */
export const STORE_REGION_NAME = "India"
export const STORE_CURRENCY = "inr"
export const STORE_COUNTRY = "in"
export const STORE_SALES_CHANNEL_NAME = "Sugandh Storefront"
export const STORE_PUBLISHABLE_KEY_TITLE = "Sugandh Storefront"
export const STORE_STOCK_LOCATION_NAME = "Sugandh Warehouse"
export const STANDARD_SHIPPING_OPTION_NAME = "Standard Shipping"
/**
 * The operator's own hand-over ("Ship order" with a typed AWB), hidden from shoppers: when
 * Standard Shipping goes through the courier, a self-shipped parcel still needs a provider that books nothing.
 */
export const SELF_SHIP_OPTION_NAME = "Self-ship"
/** The courier's return option (seeded only with a courier configured): the reverse pickup. */
export const REVERSE_PICKUP_OPTION_NAME = "Reverse pickup"

/** Category handles of the catalogue, in display order (shared with the storefront). */
export { CATEGORY_HANDLES, type CategoryHandle } from "@sugandh/contract"
