import type { Product } from "../types"

/** A complete Product for tests; override what the test is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? "P1"
  return {
    id,
    medusaId: `prod_${id}`,
    handle: id.toLowerCase(),
    variantId: `variant_${id}`,
    name: `Product ${id}`,
    price: 279,
    originalPrice: 399,
    category: "perfumes",
    brand: "Sugandh",
    size: "10ml",
    fragrance: "woody",
    image: `/static/${id}.svg`,
    rating: 4.5,
    reviews: 10,
    launchOffer: "30% OFF",
    inspiredBy: "",
    alcoholFree: true,
    inStock: true,
    description: "",
    notes: null,
    featured: false,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    tags: [],
    ...overrides,
  }
}
