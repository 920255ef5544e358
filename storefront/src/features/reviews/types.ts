/** A review (requirements REV-01), as /api/reviews answers it. */
export type Review = {
  _id: string
  rating: number
  title: string | null
  comment: string | null
  customerName: string
  displayName: string
  verified: boolean
  createdAt: string
  productId: string
}

export type ReviewStats = {
  averageRating: number
  totalReviews: number
  /** Five counts: index 0 is 1 star, index 4 is 5 stars. */
  ratingDistribution: number[]
}

export type Pagination = {
  currentPage: number
  totalPages: number
  totalReviews: number
  hasNextPage: boolean
  hasPrevPage: boolean
}

export type ReviewSort = "newest" | "oldest" | "highest" | "lowest"

export type NewReview = {
  productId: string
  rating: number
  customerName: string
  title?: string
  comment?: string
  guestEmail?: string
}
