import { Link } from "react-router-dom"
import type { Product } from "../types"
import { Price } from "./price"
import { ProductImage } from "./product-image"
import { Rating } from "./rating"

type Props = { product: Product; imageLoading?: "lazy" | "eager" }

/**
 * One product in a grid. The name is the card's link; CSS stretches it over
 * the whole card so a click anywhere opens /product/{id}, while leaving room
 * for the buttons later slices add (wishlist heart, Add to Cart).
 */
export function ProductCard({ product, imageLoading }: Props) {
  const details = [product.size, product.fragrance].filter(Boolean)
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
      </div>
      <div className="product-card__body">
        {product.brand && <p className="product-card__brand">{product.brand}</p>}
        <h3 className="product-card__name">
          <Link className="product-card__link" to={`/product/${encodeURIComponent(product.id)}`}>
            {product.name}
          </Link>
        </h3>
        {details.length > 0 && (
          <p className="product-card__details">
            {details.map((detail) => (
              <span key={detail} className="product-card__chip">
                {detail}
              </span>
            ))}
          </p>
        )}
        <Rating rating={product.rating} reviews={product.reviews} />
        <Price price={product.price} originalPrice={product.originalPrice} />
        {!product.inStock && <p className="product-card__stock">Out of stock</p>}
      </div>
    </article>
  )
}
