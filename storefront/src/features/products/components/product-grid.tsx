import type { Product } from "../types"
import { ProductCard } from "./product-card"
import styles from "./product-grid.module.css"

type Props = {
  products: readonly Product[]
  showViewButton?: boolean
  label?: string
  /**
   * How many cards above the fold load their image at once (and first); the rest wait until
   * scrolled near. A grid below the fold (home's best sellers) passes 0: its images must not
   * compete with the page's largest image.
   */
  eagerImages?: number
}

export function ProductGrid({ products, showViewButton, label, eagerImages = 4 }: Props) {
  return (
    <ul className={styles.grid} role="list" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.medusaId}>
          <ProductCard product={product} imageLoading={index < eagerImages ? "eager" : "lazy"} showViewButton={showViewButton} />
        </li>
      ))}
    </ul>
  )
}
