import { ReviewForm } from "./review-form"
import { ReviewList } from "./review-list"
import { ReviewStatsPanel } from "./review-stats-panel"
import "@/styles/reviews.css"

type Props = { productId: string; productName: string; signedIn: boolean; defaultName?: string }

/** Customer Reviews under a product: summary, write-a-review, list. */
export function ReviewsSection({ productId, productName, signedIn, defaultName }: Props) {
  return (
    <section className="reviews" aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title" className="reviews__title">
        Customer Reviews
      </h2>
      <div className="reviews__grid">
        <ReviewStatsPanel productId={productId} />
        <div className="reviews__main">
          <ReviewForm productId={productId} productName={productName} signedIn={signedIn} defaultName={defaultName} />
          <ReviewList productId={productId} />
        </div>
      </div>
    </section>
  )
}
