/** Shipping is ₹99, free when the cart subtotal (before any coupon) is ₹599 or more (requirements CART-13). */
export const SHIPPING_FEE = 99
export const FREE_SHIPPING_THRESHOLD = 599

type PricedLine = { unit_price?: unknown; quantity?: unknown; requires_shipping?: boolean | null }

/**
 * The shipped goods' subtotal before discounts: shelf price times quantity.
 * A line that is not shipped (the gift wrap charge) does not count towards
 * free delivery, which the shop gives for the goods (requirements CART-13).
 */
export function subtotalBeforeDiscounts(items: PricedLine[] | undefined | null): number {
  return (items ?? [])
    .filter((item) => item.requires_shipping !== false)
    .reduce((sum, item) => sum + toNumber(item.unit_price) * toNumber(item.quantity), 0)
}

/** ₹0 from ₹599 (exactly ₹599 too), else ₹99. */
export function shippingFeeFor(subtotal: number): number {
  return subtotal >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE
}

/**
 * Standard Shipping's price for a cart or order's lines, as a fulfilment provider's calculatePrice
 * answers it: the fee is what the shopper pays, like the shelf prices (GST included). The same for
 * every provider that ships the shop's goods (self-ship and couriers alike).
 */
export function standardShippingPrice(items: PricedLine[] | undefined | null) {
  return { calculated_amount: shippingFeeFor(subtotalBeforeDiscounts(items)), is_calculated_price_tax_inclusive: true }
}

/** Medusa hands money as numbers, strings or BigNumber objects (with a numeric value). */
function toNumber(value: unknown): number {
  if (typeof value === "number") return value
  if (typeof value === "string") return Number(value)
  if (value && typeof value === "object") {
    const v = value as { numeric?: number; value?: unknown; toJSON?: () => unknown }
    if (typeof v.numeric === "number") return v.numeric
    if (typeof v.toJSON === "function") return Number(v.toJSON())
    if (v.value !== undefined) return Number(v.value)
  }
  return 0
}
