/**
 * A catalogue product (requirements CAT-02), as the storefront uses it. Built only by
 * utils/map-search-document.ts from a product search index document.
 */
export type Realm = "heritage" | "celestial"

export type FragranceNotes = { top: string[]; heart: string[]; base: string[] }

export type Product = {
  /** The catalogue id ("P1", "A12"), used in /product/{id}. */
  id: string
  medusaId: string
  handle: string
  /** The variant to put in a cart (one per product in this catalogue). */
  variantId: string | null
  name: string
  /** Selling price in rupees; null when the product has no price in the region. */
  price: number | null
  /** Price before the launch offer; equals price when there is no discount. */
  originalPrice: number | null
  /** Category handle ("perfumes", "attars", "room-fresheners", "incense-sticks"), "" if none. */
  category: string
  brand: string
  size: string
  fragrance: string
  image: string
  rating: number
  reviews: number
  launchOffer: string
  inspiredBy: string
  alcoholFree: boolean
  inStock: boolean
  description: string
  notes: FragranceNotes | null
  type?: string
  featured: boolean
  createdAt: string
  /** Last change of the product (the sitemap's lastmod). */
  updatedAt: string
  collection?: string
  realm?: Realm
  tags: string[]
}
