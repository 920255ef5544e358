import { cx } from "@/components/ui/cx"
import styles from "./stars.module.css"

/** Five stars filled to the rating (decorative; the text next to it carries the value). */
export function Stars({ rating, size = "md" }: { rating: number; size?: "sm" | "md" | "lg" }) {
  const filled = Math.round(rating)
  return (
    <span className={cx(styles.stars, size !== "md" && styles[size])} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= filled ? undefined : styles.off}>
          ★
        </span>
      ))}
    </span>
  )
}
