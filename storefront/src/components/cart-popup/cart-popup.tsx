import { Link } from "react-router"
import { Button, buttonClass } from "@/components/ui/button"
import { useOptionalCartPopupState } from "./use-cart-popup"
import styles from "./cart-popup.module.css"

/**
 * "Item Added to Cart!": a non-modal popup (the shopper keeps browsing) that
 * closes itself after 3 s. Announced through a polite live region.
 */
export function CartPopup() {
  const state = useOptionalCartPopupState()
  if (!state) return null
  const { item, close } = state
  return (
    <div className={styles.region} aria-live="polite">
      {item && (
        <div className={styles.popup} role="dialog" aria-labelledby="cart-popup-title" data-testid="cart-popup">
          <button type="button" className={styles.close} onClick={close} aria-label="Close">
            ×
          </button>
          <div className={styles.body}>
            {item.image && <img className={styles.image} src={item.image} alt="" width={56} height={56} />}
            <div>
              <p id="cart-popup-title" className={styles.title}>
                <span aria-hidden="true">✓ </span>Item Added to Cart!
              </p>
              <p className={styles.message}>{item.message ?? `${item.name} has been added to your cart.`}</p>
            </div>
          </div>
          <div className={styles.actions}>
            <Button variant="ghost" size="compact" onClick={close}>
              Continue Shopping
            </Button>
            <Link className={buttonClass({ size: "compact" })} to="/cart" onClick={close}>
              View Cart
            </Link>
          </div>
        </div>
      )}
    </div>
  )
}
