import { StarSolid } from "@medusajs/icons"

/** Five stars, the first `rating` filled; labelled for screen readers. */
export const Stars = ({ rating }: { rating: number }) => (
  <span className="inline-flex items-center" aria-label={`${rating} out of 5 stars`} title={`${rating} / 5`}>
    {[1, 2, 3, 4, 5].map((n) => (
      <StarSolid key={n} className={n <= Math.round(rating) ? "text-ui-tag-orange-icon" : "text-ui-fg-disabled"} />
    ))}
  </span>
)
