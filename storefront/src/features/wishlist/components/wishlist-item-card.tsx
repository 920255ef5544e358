import { useState } from "react"
import { Link } from "react-router"
import { formatPrice } from "@/lib/format-price"
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/placeholder"
import type { WishlistItem } from "../types"

type Props = { item: WishlistItem; onRemove: () => void }

/** A saved product: image, name and View Details go to /product/{id}. */
export function WishlistItemCard({ item, onRemove }: Props) {
  const href = `/product/${encodeURIComponent(item.id)}`
  const [failed, setFailed] = useState(false)
  const discounted = item.originalPrice > item.price
  return (
    <article className="wishlist-card" data-testid="wishlist-item" data-product-id={item.id}>
      <Link to={href} className="wishlist-card__media" tabIndex={-1} aria-hidden="true">
        <img
          src={failed || !item.image ? PLACEHOLDER_PRODUCT_IMAGE : item.image}
          alt=""
          width={320}
          height={320}
          loading="lazy"
          onError={() => setFailed(true)}
        />
        {item.launchOffer && <span className="product-card__badge">{item.launchOffer}</span>}
      </Link>
      <div className="wishlist-card__body">
        {item.brand && <p className="product-card__brand">{item.brand}</p>}
        <h2 className="wishlist-card__name">
          <Link to={href}>{item.name}</Link>
        </h2>
        <p className="wishlist-card__meta">{[item.size, item.fragrance].filter(Boolean).join(" · ")}</p>
        <p className="price">
          <span className="price__current">{formatPrice(item.price)}</span>
          {discounted && (
            <>
              <span className="visually-hidden">, originally </span>
              <s className="price__original">{formatPrice(item.originalPrice)}</s>
            </>
          )}
        </p>
        <div className="wishlist-card__actions">
          <Link to={href} className="button button--primary wishlist-card__button">
            View Details
          </Link>
          <button
            type="button"
            className="button button--ghost wishlist-card__button"
            onClick={onRemove}
            aria-label={`Remove ${item.name} from wishlist`}
          >
            Remove
          </button>
        </div>
      </div>
    </article>
  )
}
