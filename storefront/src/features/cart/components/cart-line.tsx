import { Link } from "react-router"
import { formatPrice } from "@/lib/format-price"
import type { CartItem } from "../types"
import { Button } from "@/components/ui/button"
import styles from "./cart-line.module.css"
import { ProductThumbnail } from "@/components/product-thumbnail"

type Props = {
  item: CartItem
  onQuantity: (quantity: number) => void
  onRemove: () => void
}

const CATEGORY_LABELS: Record<string, string> = {
  perfumes: "Perfume",
  attars: "Attar",
  "room-fresheners": "Home Spray",
  "incense-sticks": "Incense Sticks",
}

/** One cart line: image, name, unit price, quantity − / + (− disabled at 1), Remove. */
export function CartLine({ item, onQuantity, onRemove }: Props) {
  const href = `/product/${encodeURIComponent(item.productId)}`
  return (
    <li className={styles.line} data-testid="cart-line" data-product-id={item.productId}>
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <ProductThumbnail src={item.image} size={96} alt="" />
      </Link>
      <div className={styles.info}>
        <p className={styles.category}>{CATEGORY_LABELS[item.category] ?? item.category}</p>
        <h3 className={styles.name}>
          <Link to={href}>{item.name}</Link>
        </h3>
        <p className={styles.price}>{formatPrice(item.price)} each</p>
      </div>
      <div className={styles.controls}>
        <div className={styles.quantity} role="group" aria-label={`Quantity of ${item.name}`}>
          <button
            type="button"
            className={styles.quantityButton}
            onClick={() => onQuantity(item.quantity - 1)}
            disabled={item.quantity <= 1}
            aria-label={`Decrease quantity of ${item.name}`}
          >
            −
          </button>
          <output className={styles.quantityValue} aria-live="polite" data-testid="cart-line-quantity">
            {item.quantity}
          </output>
          <button
            type="button"
            className={styles.quantityButton}
            onClick={() => onQuantity(item.quantity + 1)}
            aria-label={`Increase quantity of ${item.name}`}
          >
            +
          </button>
        </div>
        <p className={styles.amount}>{formatPrice(item.price * item.quantity)}</p>
        <Button variant="link" className={styles.remove} onClick={onRemove}>
          Remove
        </Button>
      </div>
    </li>
  )
}
