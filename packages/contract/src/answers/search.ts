import { z } from "zod"

/**
 * One product as the catalogue's search index holds it (the backend writes it in
 * src/search/product.ts; POST /store/search answers hits of it): everything a
 * card, a filter, a sort, the header's suggestions and the product page show.
 */
export const ProductSearchDocumentSchema = z.object({
  id: z.string(),
  spec_id: z.string(),
  handle: z.string(),
  /** Handles the product had before its current one: links with them still find it (and redirect). */
  former_handles: z.array(z.string()),
  title: z.string(),
  description: z.string(),
  brand: z.string(),
  fragrance: z.string(),
  size: z.string(),
  inspired_by: z.string(),
  notes: z.object({ top: z.array(z.string()), heart: z.array(z.string()), base: z.array(z.string()) }),
  category_handle: z.string(),
  category_name: z.string(),
  realm: z.string().nullable(),
  type: z.string().nullable(),
  collection: z.string().nullable(),
  price: z.number().nullable(),
  original_price: z.number().nullable(),
  launch_offer: z.string(),
  in_stock: z.boolean(),
  rating: z.number(),
  review_count: z.number(),
  featured: z.boolean(),
  alcohol_free: z.boolean(),
  tags: z.array(z.string()),
  created_at: z.string(),
  /** When the product entered the catalogue (Medusa's created_at): the "Featured" order within each group. */
  listed_at: z.string(),
  /** Last change of the product itself (the sitemap's lastmod). */
  updated_at: z.string(),
  thumbnail: z.string(),
  variant_id: z.string().nullable(),
  status: z.string(),
  /** status === "published": what /store/search narrows on (medusa-backend src/api/cross-cutting/store-search.ts). */
  published: z.boolean(),
  sales_channel_ids: z.array(z.string()),
})
export type ProductSearchDocument = z.infer<typeof ProductSearchDocumentSchema>

/**
 * One product as the header's suggestion index holds it (medusa-backend
 * src/search/product-suggestion.ts): what a suggestion row shows and what it
 * matches. The specification: "Suggestions match name, brand, category,
 * fragrance and inspiredBy", so the description stays out, which the full
 * search (the product index) matches as well.
 */
export const ProductSuggestionDocumentSchema = ProductSearchDocumentSchema.pick({
  id: true,
  spec_id: true,
  handle: true,
  title: true,
  brand: true,
  fragrance: true,
  category_handle: true,
  category_name: true,
  inspired_by: true,
  thumbnail: true,
  price: true,
  status: true,
  published: true,
  sales_channel_ids: true,
})
export type ProductSuggestionDocument = z.infer<typeof ProductSuggestionDocumentSchema>

/**
 * A document as a search hit reaches the storefront: the same fields, each one
 * (and each list of notes) possibly left out by the search's field selection or
 * null, except the id.
 */
export type ProductSearchHit = { id: string } & {
  [K in Exclude<keyof ProductSearchDocument, "id" | "notes">]?: ProductSearchDocument[K] | null
} & { notes?: { [K in keyof ProductSearchDocument["notes"]]?: string[] | null } | null }
