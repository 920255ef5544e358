import type { Product } from "../types"
import { ProductCard } from "./product-card"
import styles from "./product-grid.module.css"

/** Cards above the fold load eagerly; the rest wait until scrolled near. */
const EAGER_IMAGES = 4

type Props = {
  products: readonly Product[]
  showViewButton?: boolean
  label?: string
}

export function ProductGrid({ products, showViewButton, label }: Props) {
  return (
    <ul className={styles.grid} role="list" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.medusaId}>
          <ProductCard product={product} imageLoading={index < EAGER_IMAGES ? "eager" : "lazy"} showViewButton={showViewButton} />
        </li>
      ))}
    </ul>
  )
}
