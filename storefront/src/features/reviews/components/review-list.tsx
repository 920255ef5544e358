import { useId, useState } from "react"
import { useReviewList } from "../api/reviews-api"
import type { Review, ReviewSort } from "../types"
import { REVIEW_SORTS } from "../utils/rating-math"
import { Stars } from "./stars"

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric" })

/** The list with its sort choices and Previous / Next "Page X of Y" (only when there is more than one page). */
export function ReviewList({ productId }: { productId: string }) {
  const [page, setPage] = useState(1)
  const [sort, setSort] = useState<ReviewSort>("newest")
  const { data, isPending, isError, error, isPlaceholderData } = useReviewList(productId, page, sort)
  const sortId = useId()

  if (isPending) {
    return (
      <p className="review-list__status" role="status">
        Loading reviews...
      </p>
    )
  }
  if (isError) {
    return (
      <p className="review-list__status review-list__status--error" role="alert">
        Error loading reviews: {error instanceof Error ? error.message : "Failed to fetch reviews"}
      </p>
    )
  }
  // The spec: an empty list renders nothing (the stats panel already says "No reviews yet").
  if (data.reviews.length === 0 && page === 1) return null

  const pagination = data.pagination
  return (
    <section className="review-list" aria-labelledby={`${sortId}-title`} aria-busy={isPlaceholderData}>
      <div className="review-list__head">
        <h3 id={`${sortId}-title`} className="review-list__title">
          What shoppers say
        </h3>
        <div className="sort-select">
          <label htmlFor={sortId} className="sort-select__label">
            Sort reviews
          </label>
          <select
            id={sortId}
            className="sort-select__control"
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as ReviewSort)
              setPage(1)
            }}
          >
            {(Object.keys(REVIEW_SORTS) as ReviewSort[]).map((key) => (
              <option key={key} value={key}>
                {REVIEW_SORTS[key].label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ul className="review-list__items" role="list">
        {data.reviews.map((review) => (
          <ReviewItem key={review._id} review={review} />
        ))}
      </ul>
      {pagination && pagination.totalPages > 1 && (
        <nav className="review-pager" aria-label="Review pages">
          <button
            type="button"
            className="button button--ghost"
            disabled={!pagination.hasPrevPage || isPlaceholderData}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            Previous
          </button>
          <p className="review-pager__status" aria-live="polite">
            Page {pagination.currentPage} of {pagination.totalPages}
          </p>
          <button
            type="button"
            className="button button--ghost"
            disabled={!pagination.hasNextPage || isPlaceholderData}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  )
}

function ReviewItem({ review }: { review: Review }) {
  const date = new Date(review.createdAt)
  return (
    <li className="review-item" data-testid="review-item">
      <div className="review-item__head">
        <span className="review-item__avatar" aria-hidden="true">
          {(review.displayName || review.customerName).charAt(0).toUpperCase()}
        </span>
        <div>
          <p className="review-item__name">
            {review.displayName || review.customerName}
            {review.verified && <span className="review-item__verified">Verified Buyer</span>}
          </p>
          {!Number.isNaN(date.getTime()) && (
            <time className="review-item__date" dateTime={review.createdAt}>
              {dateFormat.format(date)}
            </time>
          )}
        </div>
      </div>
      <p className="review-item__rating">
        <Stars rating={review.rating} size="sm" />
        <span className="visually-hidden">Rated {review.rating} out of 5</span>
      </p>
      {review.title && <h4 className="review-item__title">{review.title}</h4>}
      {review.comment && <p className="review-item__comment">{review.comment}</p>}
    </li>
  )
}
