import { ReviewCreatedAnswerSchema, ReviewListAnswerSchema, ReviewStatsAnswerSchema } from "@/lib/answers"
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { api } from "@/lib/api"
import type { NewReview, ReviewSort } from "../types"
import { REVIEW_SORTS } from "../utils/rating-math"

const REVIEW_PAGE_SIZE = 10

const keys = {
  all: (productId: string) => ["reviews", "product", productId] as const,
  stats: (productId: string) => ["reviews", "product", productId, "stats"] as const,
  list: (productId: string, page: number, sort: ReviewSort) => ["reviews", "product", productId, "list", page, sort] as const,
}

/** The stats panel's numbers (GET /api/reviews/product/{id}/stats); the product page's loader reads them too. */
export function reviewStatsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: keys.stats(productId),
    queryFn: async ({ signal }) => {
      const body = await api.get(`/reviews/product/${encodeURIComponent(productId)}/stats`, { signal, answer: ReviewStatsAnswerSchema })
      return body.stats
    },
    staleTime: 60_000,
  })
}

export function useReviewStats(productId: string) {
  return useQuery(reviewStatsQueryOptions(productId))
}

/** One page of reviews, 10 per page, in the chosen order. */
export function useReviewList(productId: string, page: number, sort: ReviewSort) {
  return useQuery({
    queryKey: keys.list(productId, page, sort),
    queryFn: async ({ signal }) => {
      const { sortBy, order } = REVIEW_SORTS[sort]
      const query = new URLSearchParams({ page: String(page), limit: String(REVIEW_PAGE_SIZE), sortBy, order })
      const body = await api.get(`/reviews/product/${encodeURIComponent(productId)}?${query}`, { signal, answer: ReviewListAnswerSchema })
      return { reviews: body.reviews, pagination: body.pagination }
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}

/** POST /api/reviews (bearer token sent by lib/api when stored); refreshes the product's stats and list. */
export function useSubmitReview(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (review: NewReview) => api.post("/reviews", review, { answer: ReviewCreatedAnswerSchema }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all(productId) })
      // Card ratings (batched stats) may change too.
      void queryClient.invalidateQueries({ queryKey: ["reviews", "card-stats"] })
    },
  })
}
