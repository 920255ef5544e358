import { statsFromCounts } from "../../../modules/review/lib/stats"
import { CATALOGUE } from "../catalogue"
import { reviewsFor, starsFor } from "../reviews"

/** The live stats' average (the review module's own computation) of these star ratings. */
const averageOf = (stars: number[]) => statsFromCounts([1, 2, 3, 4, 5].map((n) => stars.filter((s) => s === n).length)).averageRating

describe("seeded reviews", () => {
  const seeded = CATALOGUE.map((entry) => ({
    entry,
    reviews: reviewsFor({
      id: `prod_${entry.id}`,
      external_id: entry.id,
      title: entry.name,
      metadata: { rating: entry.rating },
      categories: [{ handle: entry.category }],
    }),
  }))

  it("average, to one decimal like the review stats, exactly each product's catalogue rating", () => {
    for (const { entry, reviews } of seeded) {
      expect([entry.id, averageOf(reviews.map((r) => r.rating))]).toEqual([entry.id, entry.rating])
    }
  })

  it("are 3 to 7 believable reviews per product: different texts, names and days, 3 to 5 stars", () => {
    for (const { entry, reviews } of seeded) {
      expect(reviews.length).toBeGreaterThanOrEqual(3)
      expect(reviews.length).toBeLessThanOrEqual(7)
      expect(new Set(reviews.map((r) => r.title)).size).toBe(reviews.length)
      expect(new Set(reviews.map((r) => r.customer_name)).size).toBe(reviews.length)
      expect(new Set(reviews.map((r) => r.created_at.toDateString())).size).toBe(reviews.length)
      for (const r of reviews) {
        expect(r.rating).toBeGreaterThanOrEqual(3)
        expect(r.comment).not.toContain("{name}")
        expect(r.created_at.getTime()).toBeLessThan(Date.now())
      }
      expect(entry.rating).toBeGreaterThanOrEqual(4.5)
    }
  })

  it("finds no mix for a count that cannot reach the rating", () => {
    expect(starsFor(4.9, 5, false)).toBeNull() // 24/5 = 4.8, 25/5 = 5.0
    expect(starsFor(4.9, 7, false)).toEqual([5, 5, 5, 5, 5, 5, 4])
    expect(starsFor(4.5, 4, true)).toEqual([5, 5, 5, 3])
  })
})
