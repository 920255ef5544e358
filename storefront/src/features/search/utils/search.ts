/**
 * Local search over the catalogue (the spec: no call). Generic over the few
 * fields it reads, so this feature does not depend on the products feature.
 */
export type Searchable = {
  name: string
  brand: string
  category: string
  fragrance: string
  inspiredBy: string
  description: string
}

export const SUGGESTION_MIN_CHARS = 2
export const SUGGESTION_LIMIT = 5

/** Trimmed, lower-cased query; "" means "do not search". */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase()
}

/** Category handles read as words too ("room-fresheners" matches "room fresheners"). */
function categoryText(category: string): string {
  return category.includes("-") ? `${category} ${category.replace(/-/g, " ")}` : category
}

/**
 * Pre-lowered text per product, built once per catalogue (a WeakMap keyed by
 * the product object), so each keystroke is a handful of `includes` calls.
 */
type Index = { suggest: string; full: string }
const indexCache = new WeakMap<object, Index>()

function indexOf(product: Searchable): Index {
  let entry = indexCache.get(product)
  if (!entry) {
    // \u0000 separates fields so a query never matches across two of them.
    const suggest = [product.name, product.brand, categoryText(product.category), product.fragrance, product.inspiredBy]
      .join("\u0000")
      .toLowerCase()
    entry = { suggest, full: `${suggest}\u0000${product.description.toLowerCase()}` }
    indexCache.set(product, entry)
  }
  return entry
}

/** Suggestions: from 2 characters, name/brand/category/fragrance/inspiredBy, at most 5. */
export function suggest<T extends Searchable>(products: readonly T[], query: string, limit = SUGGESTION_LIMIT): T[] {
  const q = normalizeQuery(query)
  if (q.length < SUGGESTION_MIN_CHARS) return []
  const hits: T[] = []
  for (const product of products) {
    if (indexOf(product).suggest.includes(q)) {
      hits.push(product)
      if (hits.length >= limit) break
    }
  }
  return hits
}

/** Full search: the same fields plus the description; a blank query finds nothing. */
export function fullSearch<T extends Searchable>(products: readonly T[], query: string): T[] {
  const q = normalizeQuery(query)
  if (!q) return []
  return products.filter((product) => indexOf(product).full.includes(q))
}
