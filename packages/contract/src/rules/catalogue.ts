/** Category handles of the catalogue, in display order. */
export const CATEGORY_HANDLES = ["perfumes", "attars", "incense-sticks", "room-fresheners"] as const
export type CategoryHandle = (typeof CATEGORY_HANDLES)[number]

/** The contact form's subjects. */
export const CONTACT_SUBJECTS = ["product-inquiry", "order-support", "shipping", "returns"] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]

/**
 * The most results one /store/search query may ask for: Medusa's own Store API refuses a larger
 * `take` (MAX_SEARCH_TAKE in @medusajs/medusa's store search validators), whatever our allow-list
 * says.
 */
export const STORE_SEARCH_MAX_TAKE = 100

/**
 * The most URLs one sitemap file may list: the protocol's limit
 * (https://www.sitemaps.org/protocol.html, "Sitemap index files").
 */
export const SITEMAP_MAX_URLS = 50_000
