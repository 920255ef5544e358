/** The per-category filter options (requirements LST-05); "default" where a category has none. */
export type FilterOptions = { prices: string[]; fragrances: string[]; sizes: string[] }

const DEFAULT_OPTIONS: FilterOptions = {
  prices: ["Under ₹1,500", "₹1,500 - ₹2,500", "₹2,500 - ₹3,500", "Above ₹3,500"],
  fragrances: ["floral", "woody", "fresh", "oriental", "citrus", "spicy"],
  sizes: ["30ml", "50ml", "100ml"],
}

const BY_CATEGORY: Record<string, FilterOptions> = {
  perfumes: {
    prices: ["Under ₹280", "₹280 - ₹320", "₹320 - ₹400", "Above ₹400"],
    fragrances: ["woody", "floral", "fresh", "oriental"],
    sizes: ["10ml"],
  },
  attars: {
    prices: ["Under ₹250", "₹250 - ₹300", "₹300 - ₹350", "Above ₹350"],
    fragrances: ["floral", "woody", "spicy", "oriental", "earthy", "herbal", "fresh"],
    sizes: ["3gm"],
  },
  "room-fresheners": {
    prices: ["Under ₹250", "₹250 - ₹300", "Above ₹300"],
    fragrances: ["floral", "woody", "oriental"],
    sizes: ["100ml"],
  },
  "incense-sticks": {
    prices: ["Under ₹200", "₹200 - ₹250", "₹250 - ₹320", "Above ₹320"],
    fragrances: ["woody", "oud", "mixed", "herbal"],
    sizes: ["20 sticks", "30 sticks", "60 sticks"],
  },
}

export function filterOptionsFor(category: string): FilterOptions {
  return BY_CATEGORY[category] ?? DEFAULT_OPTIONS
}
