/** The delivery feature's public surface: the product page's "Check delivery" box. */
export { CheckDelivery, DELIVERY_TEXT } from "./components/check-delivery"
