import { ReviewForm } from "./review-form"
import { ReviewList } from "./review-list"
import { ReviewStatsPanel } from "./review-stats-panel"
import styles from "./reviews-section.module.css"

type Props = { productId: string; productName: string; signedIn: boolean; defaultName?: string }

/** Customer Reviews under a product: summary, write-a-review, list. */
export function ReviewsSection({ productId, productName, signedIn, defaultName }: Props) {
  return (
    <section className={styles.reviews} aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title" className={styles.title}>
        Customer Reviews
      </h2>
      <div className={styles.grid}>
        <ReviewStatsPanel productId={productId} />
        <div className={styles.main}>
          <ReviewForm productId={productId} productName={productName} signedIn={signedIn} defaultName={defaultName} />
          <ReviewList productId={productId} />
        </div>
      </div>
    </section>
  )
}
