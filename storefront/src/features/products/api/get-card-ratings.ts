import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { api } from "@/lib/api"

export type CardRating = { averageRating: number; totalReviews: number }
type BatchStatsResponse = { stats?: Record<string, CardRating> }

/**
 * Ratings for every card on a page in one call (GET /api/reviews/stats?productIds=...).
 * On failure the cards quietly keep the product's own rating (the spec's fallback).
 */
export function useCardRatings(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort()
  return useQuery({
    queryKey: ["reviews", "card-stats", sorted],
    queryFn: async ({ signal }) => {
      const query = encodeURIComponent(sorted.join(","))
      const body = await api.get<BatchStatsResponse>(`/reviews/stats?productIds=${query}`, { signal })
      return body?.stats ?? {}
    },
    enabled: sorted.length > 0,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  })
}

/** The live rating from the stats call when there are reviews, else the product's static one. */
export function ratingFor(
  product: { id: string; rating: number; reviews: number },
  stats: Record<string, CardRating> | undefined
): { rating: number; reviews: number } {
  const live = stats?.[product.id]
  // Live numbers win once the product has reviews; until then the catalogue's rating stands in.
  return live && live.totalReviews > 0
    ? { rating: live.averageRating, reviews: live.totalReviews }
    : { rating: product.rating, reviews: product.reviews }
}
