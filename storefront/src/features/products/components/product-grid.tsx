import type { Product } from "../types"
import { ProductCard } from "./product-card"

/** Cards above the fold load eagerly; the rest wait until scrolled near. */
const EAGER_IMAGES = 4

export function ProductGrid({ products }: { products: readonly Product[] }) {
  return (
    <ul className="product-grid" role="list">
      {products.map((product, index) => (
        <li key={product.medusaId}>
          <ProductCard product={product} imageLoading={index < EAGER_IMAGES ? "eager" : "lazy"} />
        </li>
      ))}
    </ul>
  )
}
