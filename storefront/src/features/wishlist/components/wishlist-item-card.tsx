import { useState } from "react"
import { Link } from "react-router"
import { Price } from "@/components/price"
import { BrandLabel, OfferBadge } from "@/components/product-labels"
import { Button, buttonClass } from "@/components/ui/button"
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/placeholder"
import type { WishlistItem } from "../types"
import styles from "./wishlist-item-card.module.css"

type Props = {
  item: WishlistItem
  onRemove: () => void
  /** Puts the product in the cart (the app wires the cart feature); without it there is no button. */
  onAddToCart?: () => void
}

/** A saved product: image, name and View Details go to /product/{id}; Add to Cart without leaving the wishlist. */
export function WishlistItemCard({ item, onRemove, onAddToCart }: Props) {
  const href = `/product/${encodeURIComponent(item.id)}`
  const [failed, setFailed] = useState(false)
  return (
    <article className={styles.card} data-testid="wishlist-item" data-product-id={item.id}>
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <img
          src={failed || !item.image ? PLACEHOLDER_PRODUCT_IMAGE : item.image}
          alt=""
          width={320}
          height={320}
          loading="lazy"
          onError={() => setFailed(true)}
        />
        {item.launchOffer && <OfferBadge>{item.launchOffer}</OfferBadge>}
      </Link>
      <div className={styles.body}>
        {item.brand && <BrandLabel>{item.brand}</BrandLabel>}
        <h2 className={styles.name}>
          <Link to={href}>{item.name}</Link>
        </h2>
        <p className={styles.meta}>{[item.size, item.fragrance].filter(Boolean).join(" · ")}</p>
        <Price price={item.price} originalPrice={item.originalPrice} announced={false} />
        <div className={styles.actions}>
          {onAddToCart && (
            <Button size="compact" onClick={onAddToCart} aria-label={`Add ${item.name} to cart`}>
              Add to Cart
            </Button>
          )}
          <Link to={href} className={buttonClass({ variant: onAddToCart ? "ghost" : "primary", size: "compact" })}>
            View Details
          </Link>
          <Button variant="ghost" size="compact" onClick={onRemove} aria-label={`Remove ${item.name} from wishlist`}>
            Remove
          </Button>
        </div>
      </div>
    </article>
  )
}
