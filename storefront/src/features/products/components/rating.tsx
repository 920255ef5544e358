import { cx } from "@/components/ui/cx"
import styles from "./rating.module.css"

type Props = { rating: number; reviews: number }

/** "★ 4.8 (126)", read out in full by screen readers. */
export function Rating({ rating, reviews }: Props) {
  if (rating <= 0) {
    return <span className={cx(styles.rating, styles.muted)}>No ratings yet</span>
  }
  const value = rating.toFixed(1)
  const reviewText = `${reviews} ${reviews === 1 ? "review" : "reviews"}`
  return (
    // role="img" makes the label valid on a span and reads the stars as one phrase.
    <span className={styles.rating} role="img" aria-label={`Rated ${value} out of 5 from ${reviewText}`}>
      <span className={styles.star} aria-hidden="true">
        ★
      </span>
      <span aria-hidden="true">{value}</span>
      {reviews > 0 && (
        <span className={styles.muted} aria-hidden="true">
          ({reviews})
        </span>
      )}
    </span>
  )
}
