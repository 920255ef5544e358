import { statsFromCounts } from "../lib/stats"

describe("statsFromCounts", () => {
  it("answers zeros for a product without reviews", () => {
    expect(statsFromCounts([0, 0, 0, 0, 0])).toEqual({
      averageRating: 0,
      totalReviews: 0,
      ratingDistribution: [0, 0, 0, 0, 0],
    })
  })

  it("keeps index 0 = 1 star and index 4 = 5 stars", () => {
    const stats = statsFromCounts([1, 0, 0, 0, 3])
    expect(stats.ratingDistribution).toEqual([1, 0, 0, 0, 3])
    expect(stats.totalReviews).toBe(4)
    expect(stats.averageRating).toBe(4) // (1 + 15) / 4
  })

  it.each([
    // [counts, expected average]
    [[0, 0, 0, 1, 1], 4.5], // 4.5 exactly
    [[0, 0, 1, 1, 1], 4], // 12 / 3
    [[0, 0, 0, 2, 1], 4.3], // 13 / 3 = 4.333
    [[0, 0, 0, 1, 2], 4.7], // 14 / 3 = 4.667
    [[1, 1, 0, 0, 0], 1.5],
    [[0, 0, 0, 11, 9], 4.5], // 4.45 rounds half-up to 4.5, not down by float drift
    [[0, 0, 0, 0, 7], 5],
  ])("averages %j to %d (one decimal)", (counts, expected) => {
    expect(statsFromCounts(counts).averageRating).toBe(expected)
  })

  it("ignores junk and missing entries", () => {
    expect(statsFromCounts([2, -1, NaN, 1.7] as number[]).ratingDistribution).toEqual([2, 0, 0, 1, 0])
  })
})
