import { cx } from "@/components/ui/cx"
import styles from "./product-labels.module.css"

/** The launch offer ("NEW", "20% OFF") in a pill over the top-left of a product image. */
export function OfferBadge({ children }: { children: string }) {
  return <span className={styles.offer}>{children}</span>
}

/** The brand in small gold capitals; `strong` is the darker gold the product grid uses. */
export function BrandLabel({ children, strong = false }: { children: string; strong?: boolean }) {
  return <p className={cx(styles.brand, strong && styles.strong)}>{children}</p>
}
