import { Link } from "react-router"
import type { Product } from "../types"
import { AddToCartButton } from "./add-to-cart-button"
import { Price } from "./price"
import { ProductImage } from "./product-image"
import { Rating } from "./rating"
import { WishlistHeart } from "./wishlist-heart"

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
    <article className="product-card" data-testid="product-card" data-product-id={product.id}>
      <div className="product-card__media">
        <ProductImage
          className="product-card__image"
          src={product.image}
          alt={product.name}
          loading={imageLoading}
        />
        {product.launchOffer && <span className="product-card__badge">{product.launchOffer}</span>}
        <WishlistHeart product={product} className="product-card__heart" />
      </div>
      <div className="product-card__body">
        {product.brand && <p className="product-card__brand">{product.brand}</p>}
        <Heading className="product-card__name">
          <Link className="product-card__link" to={href}>
            {product.name}
          </Link>
        </Heading>
        {details.length > 0 && (
          <p className="product-card__details">
            {details.map((detail) => (
              <span key={detail} className="product-card__chip">
                {detail}
              </span>
            ))}
          </p>
        )}
        <Rating rating={shown.rating} reviews={shown.reviews} />
        <Price price={product.price} originalPrice={product.originalPrice} />
        {!product.inStock && <p className="product-card__stock">Out of stock</p>}
        <div className="product-card__actions">
          {showViewButton && (
            <Link className="button button--ghost product-card__button" to={href} aria-label={`View Product: ${product.name}`}>
              View Product
            </Link>
          )}
          <AddToCartButton product={product} className="product-card__button" />
        </div>
      </div>
    </article>
  )
}
