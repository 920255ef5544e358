import { useEffect, useRef } from "react"
import { useNavigate } from "react-router"
import { CATEGORIES, isCategoryHandle } from "@/lib/categories"
import { formatPrice } from "@/lib/format-price"
import type { Product } from "../types"
import { AddToCartButton } from "./add-to-cart-button"
import { BuyNowButton } from "./buy-now-button"
import { useProductActions } from "./product-actions"
import { ProductImage } from "./product-image"
import { Rating } from "./rating"
import "@/styles/product.css"

/** The spec: free shipping from this subtotal. */
export const FREE_SHIPPING_FROM = 599

type Props = { product: Product; rating?: { rating: number; reviews: number } }

/** "You save ₹120 (30% off)": the saving and the rounded percent of the original price. */
function savings(price: number | null, original: number | null): { amount: number; percent: number } | null {
  if (price === null || original === null || original <= price) return null
  return { amount: original - price, percent: Math.round(((original - price) / original) * 100) }
}

export function ProductDetail({ product, rating }: Props) {
  const navigate = useNavigate()
  const actions = useProductActions()
  const sectionRef = useRef<HTMLElement>(null)
  const save = savings(product.price, product.originalPrice)
  const shown = rating ?? { rating: product.rating, reviews: product.reviews }
  const wishlisted = actions?.isWishlisted(product) ?? false
  const categoryTitle = isCategoryHandle(product.category) ? CATEGORIES[product.category].title : product.category

  // The spec scrolls to the product section 100 ms after load.
  useEffect(() => {
    const timer = setTimeout(() => {
      const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
      sectionRef.current?.scrollIntoView?.({ behavior: reduce ? "auto" : "smooth", block: "start" })
    }, 100)
    return () => clearTimeout(timer)
  }, [product.id])

  const facts = [
    { label: "Size", value: product.size },
    { label: "Fragrance", value: product.fragrance },
    { label: "Collection", value: product.collection ?? "" },
    { label: "Inspired by", value: product.inspiredBy },
    { label: "Type", value: product.type ?? "" },
    { label: "Category", value: categoryTitle },
  ].filter((fact) => fact.value)

  return (
    <article className="product-detail" ref={sectionRef} aria-labelledby="product-title" data-product-id={product.id}>
      <button type="button" className="product-detail__back" onClick={() => navigate(-1)}>
        ← Back to Products
      </button>
      <div className="product-detail__grid">
        <div className="product-detail__media">
          <ProductImage className="product-detail__image" src={product.image} alt={product.name} loading="eager" />
          {product.launchOffer && <span className="product-detail__badge">{product.launchOffer}</span>}
        </div>
        <div className="product-detail__info">
          {product.brand && <p className="product-detail__brand">{product.brand}</p>}
          <h1 id="product-title" className="product-detail__title">
            {product.name}
          </h1>
          <Rating rating={shown.rating} reviews={shown.reviews} />
          <div className="product-detail__price">
            {product.price === null ? (
              <p className="price price--unavailable">Price unavailable</p>
            ) : (
              <p className="price">
                <span className="visually-hidden">Price </span>
                <span className="price__current">{formatPrice(product.price)}</span>
                {save && (
                  <>
                    <span className="visually-hidden">, originally </span>
                    <s className="price__original">{formatPrice(product.originalPrice)}</s>
                  </>
                )}
              </p>
            )}
            {save && (
              <p className="product-detail__save" data-testid="you-save">
                You save {formatPrice(save.amount)} ({save.percent}% off)
              </p>
            )}
          </div>
          {product.alcoholFree && <p className="product-detail__tag">Alcohol-free</p>}
          {facts.length > 0 && (
            <dl className="product-detail__facts">
              {facts.map((fact) => (
                <div key={fact.label} className={`product-detail__fact product-detail__fact--${fact.label.toLowerCase().replace(/\s+/g, "-")}`}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {product.description && <p className="product-detail__description">{product.description}</p>}
          {product.notes && (
            <dl className="product-detail__notes" aria-label="Fragrance notes">
              {(["top", "heart", "base"] as const).map((tier) =>
                product.notes![tier].length ? (
                  <div key={tier} className="product-detail__note">
                    <dt>{tier === "top" ? "Top notes" : tier === "heart" ? "Heart notes" : "Base notes"}</dt>
                    <dd>{product.notes![tier].join(", ")}</dd>
                  </div>
                ) : null
              )}
            </dl>
          )}
          {!product.inStock && <p className="product-card__stock">Out of stock</p>}
          {actions && (
            <div className="product-detail__actions">
              <AddToCartButton product={product} className="product-detail__cart" confirmWith="toast" />
              <BuyNowButton product={product} className="product-detail__buy" />
              <button
                type="button"
                className={`button button--ghost product-detail__wish ${wishlisted ? "product-detail__wish--on" : ""}`}
                aria-pressed={wishlisted}
                onClick={() => actions.toggleWishlist(product)}
              >
                <span aria-hidden="true">{wishlisted ? "♥" : "♡"}</span>
                {wishlisted ? "Remove from Wishlist" : "Add to Wishlist"}
              </button>
            </div>
          )}
          <p className="product-detail__shipping">
            Free shipping on orders above {formatPrice(FREE_SHIPPING_FROM)}
          </p>
        </div>
      </div>
    </article>
  )
}

export function ProductDetailSkeleton() {
  return (
    <div className="product-detail" role="status">
      <span className="visually-hidden">Loading product...</span>
      <div className="product-detail__grid" aria-hidden="true">
        <div className="skeleton product-detail__media" style={{ aspectRatio: "1 / 1" }} />
        <div className="product-detail__info">
          <div className="skeleton skeleton--line skeleton--short" />
          <div className="skeleton skeleton--line" style={{ height: 32 }} />
          <div className="skeleton skeleton--line skeleton--medium" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line" />
        </div>
      </div>
    </div>
  )
}

export function ProductNotFound() {
  const navigate = useNavigate()
  return (
    <section className="page page--narrow notice-page" aria-labelledby="product-missing">
      <h1 id="product-missing" className="page__title">
        Product not found
      </h1>
      <p className="notice-page__text">This product may have been removed, or the link is mistyped.</p>
      <button type="button" className="button button--primary" onClick={() => navigate(-1)}>
        Go Back
      </button>
    </section>
  )
}
