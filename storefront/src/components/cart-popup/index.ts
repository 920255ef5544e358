export { CartPopupProvider, CART_POPUP_MS, type CartPopupItem } from "./cart-popup-provider"
export { CartPopup } from "./cart-popup"
export { useCartPopup } from "./use-cart-popup"
