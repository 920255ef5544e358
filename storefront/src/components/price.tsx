import { cx } from "@/components/ui/cx"
import { formatPrice } from "@/lib/format-price"
import styles from "./price.module.css"

type Props = {
  price: number | null
  originalPrice: number | null
  size?: "card" | "large"
  /** Reads "Price ₹…" to screen readers; off where the price needs no introduction (a wishlist card). */
  announced?: boolean
}

/** Selling price with the struck-through original when there is a discount. */
export function Price({ price, originalPrice, size = "card", announced = true }: Props) {
  const large = size === "large" && styles.large
  if (price === null) {
    return <p className={cx(styles.price, styles.unavailable, large)}>Price unavailable</p>
  }
  const discounted = originalPrice !== null && originalPrice > price
  return (
    <p className={cx(styles.price, large)}>
      {announced && <span className="visually-hidden">Price </span>}
      <span className={styles.current} data-testid="price-current">
        {formatPrice(price)}
      </span>
      {discounted && (
        <>
          <span className="visually-hidden">, originally </span>
          <s className={styles.original}>{formatPrice(originalPrice)}</s>
        </>
      )}
    </p>
  )
}
