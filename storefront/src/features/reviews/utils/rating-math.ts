import type { ReviewSort, ReviewStats } from "../types"

/** "4.6": the average to one decimal. */
export function formatAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1)
}

/** Share of all reviews in percent, rounded; 0 without reviews. */
export function percentOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0
}

/** The panel's summary: % of 5-star reviews and % of 4-plus-star reviews. */
export function ratingShares(stats: ReviewStats): { fiveStar: number; fourPlus: number } {
  const d = stats.ratingDistribution
  const five = d[4] ?? 0
  const four = d[3] ?? 0
  return { fiveStar: percentOf(five, stats.totalReviews), fourPlus: percentOf(five + four, stats.totalReviews) }
}

/** Bars from 5 stars down to 1, with their width in percent. */
export function distributionBars(stats: ReviewStats): { stars: number; count: number; percent: number }[] {
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = stats.ratingDistribution[stars - 1] ?? 0
    return { stars, count, percent: percentOf(count, stats.totalReviews) }
  })
}

/** Singular and plural (requirements REV-09): "1 review", "2 reviews", "1 star", "5 stars". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`

export const REVIEW_SORTS: Record<ReviewSort, { label: string; sortBy: "createdAt" | "rating"; order: "asc" | "desc" }> = {
  newest: { label: "Newest First", sortBy: "createdAt", order: "desc" },
  oldest: { label: "Oldest First", sortBy: "createdAt", order: "asc" },
  highest: { label: "Highest Rating", sortBy: "rating", order: "desc" },
  lowest: { label: "Lowest Rating", sortBy: "rating", order: "asc" },
}
