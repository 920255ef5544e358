import { LENGTHS } from "../rules/lengths.js"

/** Checkout: the shipping address, PIN code delivery, coupons, order limits. */

export const CHECKOUT_MESSAGES = {
  required: "Please fill in all required fields",
  pinCode: "Please enter a valid 6-digit PIN code",
  phone: "Please enter a valid Indian phone number",
  paymentMethod: "Please choose a payment method: online, qr-code, bank-transfer or cod",
  total: "Order total is missing",
  emptyCart: "Your cart is empty",
  businessName: "Please enter the business name registered with the GSTIN",
} as const

/** giftWrap / giftMessage of POST /api/auth/orders (requirements CHK-11). */
export const GIFT_WRAP_MESSAGES = {
  flag: "giftWrap must be true or false",
  messageText: "Gift message must be text",
  messageLength: `Gift message must be at most ${LENGTHS.giftMessageMax} characters`,
} as const

export const CHECKOUT_TEXTS = {
  fillRequired: CHECKOUT_MESSAGES.required,
  pinCode: CHECKOUT_MESSAGES.pinCode,
  phone: CHECKOUT_MESSAGES.phone,
  loginFirst: "Please login to place order",
  emptyCart: CHECKOUT_MESSAGES.emptyCart,
  success: "Order created! Please send the WhatsApp message with payment screenshot",
  failed: "Error placing order",
  creating: "Creating Order...",
  /** Pay online: the label of the first method, and what the shopper sees when Checkout closes without a payment. */
  payOnline: "Pay online (UPI, cards, netbanking)",
  paymentNotCompleted: "The payment was not completed. Your cart is saved: try again or choose another method.",
  paying: "Waiting for the payment...",
} as const

export const ORDER_LIMIT_MESSAGES = {
  perLine: (max: number, name: string) => `You can order at most ${max} of ${name} in one order. Please reduce the quantity.`,
  perOrder: (max: number) => `You can order at most ${max} items in one order. Please reduce the quantities.`,
  openUnpaid: (max: number) => `You already have ${max} unpaid orders. Please pay for or cancel one of them before placing another order.`,
  openUnpaidUnverified: (max: number) =>
    `Please verify your email address to place another order. Until it is verified you can have ${max} unpaid ${max === 1 ? "order" : "orders"} at a time.`,
} as const

export const COUPON_MESSAGES = {
  // Unknown, inactive, not yet started and expired codes get this one answer, so
  // guessing cannot tell which codes exist (the operator sees the reason in the admin).
  required: "Please enter a coupon code",
  invalid: "Invalid coupon code",
  usedUp: "This coupon has reached its usage limit",
  notApplicable: "This coupon does not apply to the items in your cart",
  removed: "Coupon removed",
  applied: (discount: number) => `Coupon applied! You saved ₹${Number.isInteger(discount) ? discount : discount.toFixed(2)}`,
} as const

/** The checkout's coupon box; `applied` takes the saving as the storefront formats it. */
export const COUPON_TEXTS = {
  required: COUPON_MESSAGES.required,
  invalid: COUPON_MESSAGES.invalid,
  failed: "Error validating coupon. Please try again.",
  removed: COUPON_MESSAGES.removed,
  removeFailed: "Could not remove the coupon. Please try again.",
  applied: (saved: string) => `Coupon applied! You saved ${saved}`,
} as const

export const SHIPPING_TEXTS = {
  chooseState: "Select your state",
  notServed: (pin: string) => PIN_MESSAGES.notServed(pin),
  place: (a: { district: string; state: string }) => `${a.district}, ${a.state}`,
} as const

export const ADDRESS_STATE_MESSAGES = {
  chooseState: "Please choose your state from the list",
  contradicts: (stateName: string, pin: string, pinState: string) =>
    `${stateName} does not match PIN ${pin}, which is in ${pinState}. Please check the PIN or the state.`,
} as const

export const PIN_MESSAGES = {
  malformed: CHECKOUT_MESSAGES.pinCode,
  unknown: (pin: string) => `${pin} is not a PIN code we know. Please check it.`,
  notServed: (pin: string) => `We do not deliver to ${pin} yet`,
} as const

export const DELIVERY_TEXT = {
  label: "Check delivery",
  placeholder: "PIN code",
  button: "Check",
  invalid: CHECKOUT_MESSAGES.pinCode,
  deliveryBy: (date: string) => `Delivery by ${date}`,
  notServed: (pin: string) => PIN_MESSAGES.notServed(pin),
  cod: "Cash on delivery available",
  noCod: "Cash on delivery not available for this PIN",
} as const
