import type { CardRating } from "../api/get-card-ratings"
import { ratingFor } from "../api/get-card-ratings"
import type { Product } from "../types"
import { ProductCard } from "./product-card"

/** Cards above the fold load eagerly; the rest wait until scrolled near. */
const EAGER_IMAGES = 4

type Props = {
  products: readonly Product[]
  ratings?: Record<string, CardRating>
  showViewButton?: boolean
  label?: string
}

export function ProductGrid({ products, ratings, showViewButton, label }: Props) {
  return (
    <ul className="product-grid" role="list" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.medusaId}>
          <ProductCard
            product={product}
            imageLoading={index < EAGER_IMAGES ? "eager" : "lazy"}
            rating={ratingFor(product, ratings)}
            showViewButton={showViewButton}
          />
        </li>
      ))}
    </ul>
  )
}
