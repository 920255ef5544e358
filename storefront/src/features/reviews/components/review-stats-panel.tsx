import { cx } from "@/components/ui/cx"
import { useReviewStats } from "../api/reviews-api"
import { distributionBars, formatAverage, plural, ratingShares } from "../utils/rating-math"
import { Stars } from "./stars"
import cardStyles from "./review-card.module.css"
import styles from "./review-stats-panel.module.css"

/** The summary: average to one decimal, stars, counts per star, % 5-star and % 4-plus. */
export function ReviewStatsPanel({ productId }: { productId: string }) {
  const { data: stats, isPending, isError } = useReviewStats(productId)

  if (isPending) {
    return (
      <div className={cx(cardStyles.card, styles.stats, cardStyles.muted)} role="status">
        Loading review statistics...
      </div>
    )
  }
  // Nothing when the request failed and there are no reviews (requirements REV-09).
  if (isError || !stats) return null

  if (stats.totalReviews === 0) {
    return (
      <div className={cx(cardStyles.card, styles.stats)} data-testid="review-stats">
        <p className={cardStyles.muted}>No reviews yet. Be the first to share your experience.</p>
      </div>
    )
  }

  const { fiveStar, fourPlus } = ratingShares(stats)
  return (
    <div className={cx(cardStyles.card, styles.stats)} data-testid="review-stats">
      <div className={styles.summary}>
        <p className={styles.average}>
          <span data-testid="review-average">{formatAverage(stats.averageRating)}</span>
          <span className="visually-hidden"> out of 5</span>
        </p>
        <Stars rating={stats.averageRating} size="lg" />
        <p className={styles.total}>Based on {plural(stats.totalReviews, "review")}</p>
      </div>
      <ul className={styles.bars} role="list" aria-label="Rating distribution">
        {distributionBars(stats).map((bar) => (
          <li key={bar.stars} className={styles.bar}>
            <span>{plural(bar.stars, "star")}</span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.fill} style={{ width: `${bar.percent}%` }} />
            </span>
            <span className={styles.count}>
              {bar.count}
              <span className="visually-hidden"> {bar.count === 1 ? "review" : "reviews"}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.shares}>
        <div>
          <dt>5-star reviews</dt>
          <dd>{fiveStar}%</dd>
        </div>
        <div>
          <dt>4 stars and above</dt>
          <dd>{fourPlus}%</dd>
        </div>
      </dl>
    </div>
  )
}
