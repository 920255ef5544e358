/** What the storefront's stats panel and product cards read. */
export type ReviewStats = {
  /** Mean of visible ratings, rounded half-up to one decimal; 0 without reviews. */
  averageRating: number
  totalReviews: number
  /** Counts per star: index 0 = 1 star ... index 4 = 5 stars. */
  ratingDistribution: number[]
}

/**
 * Stats from per-star counts. The mean is computed from integer sums
 * (10·Σ/n then rounded) so 4.45 rounds to 4.5 without float drift.
 */
export function statsFromCounts(counts: readonly number[]): ReviewStats {
  const ratingDistribution = [0, 1, 2, 3, 4].map((i) => Math.max(0, Math.floor(Number(counts[i]) || 0)))
  const totalReviews = ratingDistribution.reduce((a, b) => a + b, 0)
  if (!totalReviews) return { averageRating: 0, totalReviews: 0, ratingDistribution }
  const weighted = ratingDistribution.reduce((sum, n, i) => sum + n * (i + 1), 0)
  const averageRating = Math.round((weighted * 10) / totalReviews) / 10
  return { averageRating, totalReviews, ratingDistribution }
}
