import { Link } from "react-router"
import { Price } from "@/components/price"
import { BrandLabel, OfferBadge } from "@/components/product-labels"
import { buttonClass } from "@/components/ui/button"
import type { Product } from "../types"
import { AddToCartButton } from "./add-to-cart-button"
import { ProductImage } from "./product-image"
import { Rating } from "./rating"
import { WishlistHeart } from "./wishlist-heart"
import { OutOfStock } from "./out-of-stock"
import styles from "./product-card.module.css"

type Props = {
  product: Product
  imageLoading?: "lazy" | "eager"
  /** Live rating from the page's batched stats call; the product's own otherwise. */
  rating?: { rating: number; reviews: number }
  /** Best sellers add a "View Product" button next to Add to Cart. */
  showViewButton?: boolean
  headingLevel?: 2 | 3
}

/**
 * One product in a grid. The name is the card's link; CSS stretches it over
 * the whole card so a click anywhere opens /product/{id}; the heart and the
 * buttons sit above that layer.
 */
export function ProductCard({ product, imageLoading, rating, showViewButton = false, headingLevel = 3 }: Props) {
  const details = [product.size, product.fragrance].filter(Boolean)
  const href = `/product/${encodeURIComponent(product.id)}`
  const Heading = headingLevel === 2 ? "h2" : "h3"
  const shown = rating ?? { rating: product.rating, reviews: product.reviews }
  return (
    <article className={styles.card} data-testid="product-card" data-product-id={product.id}>
      <div className={styles.media}>
        <ProductImage className={styles.image} src={product.image} alt={product.name} loading={imageLoading} />
        {product.launchOffer && <OfferBadge>{product.launchOffer}</OfferBadge>}
        <WishlistHeart product={product} className={styles.heart} />
      </div>
      <div className={styles.body}>
        {product.brand && <BrandLabel strong>{product.brand}</BrandLabel>}
        <Heading className={styles.name} data-testid="product-card-name">
          <Link className={styles.link} to={href}>
            {product.name}
          </Link>
        </Heading>
        {details.length > 0 && (
          <p className={styles.details}>
            {details.map((detail) => (
              <span key={detail} className={styles.chip}>
                {detail}
              </span>
            ))}
          </p>
        )}
        <Rating rating={shown.rating} reviews={shown.reviews} />
        <Price price={product.price} originalPrice={product.originalPrice} />
        {!product.inStock && <OutOfStock />}
        <div className={styles.actions}>
          {showViewButton && (
            <Link className={buttonClass({ variant: "ghost", size: "compact" })} to={href} aria-label={`View Product: ${product.name}`}>
              View Product
            </Link>
          )}
          <AddToCartButton product={product} size="compact" />
        </div>
      </div>
    </article>
  )
}
