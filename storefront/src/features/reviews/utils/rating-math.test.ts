import { describe, expect, it } from "vitest"
import { distributionBars, formatAverage, percentOf, plural, ratingShares } from "./rating-math"
import { validateReview } from "./review-form-rules"

const stats = { averageRating: 4.45, totalReviews: 8, ratingDistribution: [1, 0, 1, 2, 4] }

describe("rating maths", () => {
  it("shows the average to one decimal", () => {
    expect(formatAverage(4.45)).toBe("4.5")
    expect(formatAverage(4)).toBe("4.0")
    expect(formatAverage(0)).toBe("0.0")
  })

  it("computes % of 5-star and of 4-plus ratings", () => {
    expect(ratingShares(stats)).toEqual({ fiveStar: 50, fourPlus: 75 })
    expect(ratingShares({ averageRating: 0, totalReviews: 0, ratingDistribution: [0, 0, 0, 0, 0] })).toEqual({
      fiveStar: 0,
      fourPlus: 0,
    })
    expect(percentOf(1, 3)).toBe(33)
  })

  it("draws bars from 5 stars down, index 4 being 5 stars", () => {
    expect(distributionBars(stats)).toEqual([
      { stars: 5, count: 4, percent: 50 },
      { stars: 4, count: 2, percent: 25 },
      { stars: 3, count: 1, percent: 13 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 13 },
    ])
  })

  it("uses singular and plural", () => {
    expect(plural(1, "review")).toBe("1 review")
    expect(plural(2, "review")).toBe("2 reviews")
    expect(plural(0, "review")).toBe("0 reviews")
    expect(plural(1, "star")).toBe("1 star")
  })
})

describe("review form rules", () => {
  const base = { rating: 5, name: "Asha", email: "asha@example.com", title: "", comment: "" }

  it("needs a rating, a 2-character name and (for guests) an e-mail with @", () => {
    expect(validateReview({ ...base, rating: 0 }, "P1", false)).toEqual({ ok: false, error: "Please select a rating" })
    expect(validateReview({ ...base, name: " A " }, "P1", false)).toEqual({ ok: false, error: "Please enter your name" })
    expect(validateReview({ ...base, email: "asha" }, "P1", false)).toEqual({
      ok: false,
      error: "Please enter a valid email address",
    })
    expect(validateReview({ ...base, email: "" }, "P1", true).ok).toBe(true)
  })

  it("sends optional fields only when non-empty after trimming, and the e-mail only for guests", () => {
    expect(validateReview({ ...base, title: "  ", comment: " Lovely " }, "P1", false)).toEqual({
      ok: true,
      review: { productId: "P1", rating: 5, customerName: "Asha", comment: "Lovely", guestEmail: "asha@example.com" },
    })
    expect(validateReview({ ...base, title: "Great" }, "P1", true)).toEqual({
      ok: true,
      review: { productId: "P1", rating: 5, customerName: "Asha", title: "Great" },
    })
  })
})
