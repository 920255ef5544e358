import type { ReactNode } from "react"
import { useEffect, useRef } from "react"
import { useNavigate } from "react-router"
import { NoticePage, NoticePageText } from "@/components/notice-page"
import { Skeleton } from "@/components/skeleton"
import { Button } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import { CATEGORIES, isCategoryHandle } from "@/lib/categories"
import { formatPrice } from "@/lib/format-price"
import type { Product } from "../types"
import { AddToCartButton } from "./add-to-cart-button"
import { BuyNowButton } from "./buy-now-button"
import { OutOfStock } from "./out-of-stock"
import { Price } from "@/components/price"
import { useProductActions } from "./product-actions"
import { ProductImage } from "./product-image"
import { Rating } from "./rating"
import styles from "./product-detail.module.css"

/** Free shipping from this subtotal (requirements PDP-02, CART-13). */
export const FREE_SHIPPING_FROM = 599

type Props = {
  product: Product
  rating?: { rating: number; reviews: number }
  /** Shown under the shipping note: the page's "Check delivery" box (another feature, composed by the page). */
  delivery?: ReactNode
}

/** "You save ₹120 (30% off)": the saving and the rounded percent of the original price. */
function savings(price: number | null, original: number | null): { amount: number; percent: number } | null {
  if (price === null || original === null || original <= price) return null
  return { amount: original - price, percent: Math.round(((original - price) / original) * 100) }
}

export function ProductDetail({ product, rating, delivery }: Props) {
  const navigate = useNavigate()
  const actions = useProductActions()
  const sectionRef = useRef<HTMLElement>(null)
  const save = savings(product.price, product.originalPrice)
  const shown = rating ?? { rating: product.rating, reviews: product.reviews }
  const wishlisted = actions?.isWishlisted(product) ?? false
  const categoryTitle = isCategoryHandle(product.category) ? CATEGORIES[product.category].title : product.category

  // Scroll to the product section 100 ms after load (requirements PDP-03).
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
    <article className={styles.detail} ref={sectionRef} aria-labelledby="product-title" data-product-id={product.id}>
      <button type="button" className={styles.back} onClick={() => navigate(-1)}>
        ← Back to Products
      </button>
      <div className={styles.grid}>
        <div className={styles.media}>
          <ProductImage className={styles.image} src={product.image} alt={product.name} loading="eager" />
          {product.launchOffer && <span className={styles.badge}>{product.launchOffer}</span>}
        </div>
        <div className={styles.info}>
          {product.brand && <p className={styles.brand}>{product.brand}</p>}
          <h1 id="product-title" className={styles.title}>
            {product.name}
          </h1>
          <Rating rating={shown.rating} reviews={shown.reviews} />
          <div>
            <Price price={product.price} originalPrice={product.originalPrice} size="large" />
            {save && (
              <p className={styles.save} data-testid="you-save">
                You save {formatPrice(save.amount)} ({save.percent}% off)
              </p>
            )}
          </div>
          {product.alcoholFree && <p className={styles.tag}>Alcohol-free</p>}
          {facts.length > 0 && (
            <dl className={styles.tiles}>
              {facts.map((fact) => (
                <div key={fact.label} className={cx(styles.tile, fact.label === "Fragrance" && styles.capitalized)}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {product.description && <p className={styles.description}>{product.description}</p>}
          {product.notes && (
            <dl className={styles.tiles} aria-label="Fragrance notes">
              {(["top", "heart", "base"] as const).map((tier) =>
                product.notes![tier].length ? (
                  <div key={tier} className={styles.tile}>
                    <dt>{tier === "top" ? "Top notes" : tier === "heart" ? "Heart notes" : "Base notes"}</dt>
                    <dd>{product.notes![tier].join(", ")}</dd>
                  </div>
                ) : null
              )}
            </dl>
          )}
          {!product.inStock && <OutOfStock />}
          {actions && (
            <div className={styles.actions}>
              <AddToCartButton product={product} className={styles.cart} confirmWith="toast" />
              <BuyNowButton product={product} className={styles.buy} />
              <Button
                variant="ghost"
                className={cx(styles.wish, wishlisted && styles.wishOn)}
                aria-pressed={wishlisted}
                onClick={() => actions.toggleWishlist(product)}
              >
                <span aria-hidden="true">{wishlisted ? "♥" : "♡"}</span>
                {wishlisted ? "Remove from Wishlist" : "Add to Wishlist"}
              </Button>
            </div>
          )}
          <p className={styles.shipping}>Free shipping on orders of {formatPrice(FREE_SHIPPING_FROM)} or more</p>
          {delivery}
        </div>
      </div>
    </article>
  )
}

export function ProductDetailSkeleton() {
  return (
    <div className={styles.detail} role="status">
      <p className={styles.loadingText}>Loading product...</p>
      <div className={styles.grid} aria-hidden="true">
        <Skeleton className={styles.media} style={{ aspectRatio: "1 / 1" }} />
        <div className={styles.info}>
          <Skeleton line width="short" />
          <Skeleton line style={{ height: 32 }} />
          <Skeleton line width="medium" />
          <Skeleton line />
          <Skeleton line />
        </div>
      </div>
    </div>
  )
}

export function ProductNotFound() {
  const navigate = useNavigate()
  return (
    <NoticePage labelledBy="product-missing">
      <h1 id="product-missing" className="page__title">
        Product not found
      </h1>
      <NoticePageText>This product may have been removed, or the link is mistyped.</NoticePageText>
      <Button onClick={() => navigate(-1)}>Go Back</Button>
    </NoticePage>
  )
}
