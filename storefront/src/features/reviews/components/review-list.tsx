import { useId, useState } from "react"
import { InitialAvatar } from "@/components/initial-avatar"
import { SortSelect } from "@/components/sort-select"
import { SpreadRow } from "@/components/spread-row"
import { Button } from "@/components/ui/button"
import { useReviewList } from "../api/reviews-api"
import type { Review, ReviewSort } from "../types"
import { REVIEW_SORTS } from "../utils/rating-math"
import { Stars } from "./stars"
import cardStyles from "./review-card.module.css"
import styles from "./review-list.module.css"

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric" })

const SORT_OPTIONS = (Object.keys(REVIEW_SORTS) as ReviewSort[]).map((key) => ({ value: key, label: REVIEW_SORTS[key].label }))

/** The list with its sort choices and Previous / Next "Page X of Y" (only when there is more than one page). */
export function ReviewList({ productId }: { productId: string }) {
  const [page, setPage] = useState(1)
  const [sort, setSort] = useState<ReviewSort>("newest")
  const { data, isPending, isError, error, isPlaceholderData } = useReviewList(productId, page, sort)
  const sortId = useId()

  if (isPending) {
    return (
      <p className={cardStyles.muted} role="status">
        Loading reviews...
      </p>
    )
  }
  if (isError) {
    return (
      <p className={styles.error} role="alert">
        Error loading reviews: {error instanceof Error ? error.message : "Failed to fetch reviews"}
      </p>
    )
  }
  // An empty list renders nothing (requirements REV-09; the stats panel already says "No reviews yet").
  if (data.reviews.length === 0 && page === 1) return null

  const pagination = data.pagination
  return (
    <section aria-labelledby={`${sortId}-title`} aria-busy={isPlaceholderData}>
      <SpreadRow className={styles.head}>
        <h3 id={`${sortId}-title`} className={styles.title}>
          What shoppers say
        </h3>
        <SortSelect
          id={sortId}
          label="Sort reviews"
          value={sort}
          options={SORT_OPTIONS}
          onChange={(next) => {
            setSort(next)
            setPage(1)
          }}
        />
      </SpreadRow>
      <ul className={styles.items} role="list">
        {data.reviews.map((review) => (
          <ReviewItem key={review._id} review={review} />
        ))}
      </ul>
      {pagination && pagination.totalPages > 1 && (
        <nav className={styles.pager} aria-label="Review pages">
          <Button
            variant="ghost"
            disabled={!pagination.hasPrevPage || isPlaceholderData}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            Previous
          </Button>
          <p className={styles.pagerStatus} aria-live="polite">
            Page {pagination.currentPage} of {pagination.totalPages}
          </p>
          <Button variant="ghost" disabled={!pagination.hasNextPage || isPlaceholderData} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </nav>
      )}
    </section>
  )
}

function ReviewItem({ review }: { review: Review }) {
  const date = new Date(review.createdAt)
  return (
    <li className={styles.item} data-testid="review-item">
      <div className={styles.itemHead}>
        <InitialAvatar name={review.displayName || review.customerName} className={styles.avatar} />
        <div>
          <p className={styles.name}>
            {review.displayName || review.customerName}
            {review.verified && <span className={styles.verified}>Verified Buyer</span>}
          </p>
          {!Number.isNaN(date.getTime()) && (
            <time className={styles.date} dateTime={review.createdAt}>
              {dateFormat.format(date)}
            </time>
          )}
        </div>
      </div>
      <p className={styles.rating}>
        <Stars rating={review.rating} size="sm" />
        <span className="visually-hidden">Rated {review.rating} out of 5</span>
      </p>
      {review.title && <h4 className={styles.itemTitle}>{review.title}</h4>}
      {review.comment && <p className={styles.comment}>{review.comment}</p>}
    </li>
  )
}
