import { Link } from "react-router"
import { useOptionalCartPopupState } from "./use-cart-popup"
import "./cart-popup.css"

/**
 * "Item Added to Cart!": a non-modal popup (the shopper keeps browsing) that
 * closes itself after 3 s. Announced through a polite live region.
 */
export function CartPopup() {
  const state = useOptionalCartPopupState()
  if (!state) return null
  const { item, close } = state
  return (
    <div className="cart-popup-region" aria-live="polite">
      {item && (
        <div className="cart-popup" role="dialog" aria-labelledby="cart-popup-title" data-testid="cart-popup">
          <button type="button" className="cart-popup__close" onClick={close} aria-label="Close">
            ×
          </button>
          <div className="cart-popup__body">
            {item.image && <img className="cart-popup__image" src={item.image} alt="" width={56} height={56} />}
            <div>
              <p id="cart-popup-title" className="cart-popup__title">
                <span aria-hidden="true">✓ </span>Item Added to Cart!
              </p>
              <p className="cart-popup__message">{item.message ?? `${item.name} has been added to your cart.`}</p>
            </div>
          </div>
          <div className="cart-popup__actions">
            <button type="button" className="button button--ghost cart-popup__button" onClick={close}>
              Continue Shopping
            </button>
            <Link className="button button--primary cart-popup__button" to="/cart" onClick={close}>
              View Cart
            </Link>
          </div>
        </div>
      )}
    </div>
  )
}
