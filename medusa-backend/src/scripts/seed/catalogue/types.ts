/** A catalogue entry (requirements CAT-02), as the seed stores it. */
export const CATEGORY_HANDLES = ["perfumes", "attars", "incense-sticks", "room-fresheners"] as const
export type CategoryHandle = (typeof CATEGORY_HANDLES)[number]

export const FRAGRANCES = [
  "fresh",
  "oriental",
  "woody",
  "floral",
  "spicy",
  "earthy",
  "herbal",
  "oud",
  "spiritual",
  "resin",
  "mixed",
] as const
export type Fragrance = (typeof FRAGRANCES)[number]

export type LaunchOfferPercent = 20 | 30 | 31 | 40
export type Realm = "heritage" | "celestial"

export type CatalogueEntry = {
  /** Catalogue id: P1, A12, RF1, S1. Becomes external_id, sku and (lower-cased) handle. */
  id: string
  name: string
  category: CategoryHandle
  brand: string
  size: string
  fragrance: Fragrance
  inspiredBy: string
  /** Opening sentence(s); the notes are appended to form the description. */
  intro: string
  notes: { top: string; heart: string; base: string }
  /** Selling price in rupees (what the shopper pays during the launch offer). */
  price: number
  /** List price in rupees; price = round(originalPrice * (1 - offer)). */
  originalPrice: number
  offer: LaunchOfferPercent
  rating: number
  reviews: number
  featured: boolean
  /** ISO date; drives the "Newest" sort. */
  createdAt: string
  collection?: string
  realm?: Realm
  type?: string
  tags?: string[]
}
