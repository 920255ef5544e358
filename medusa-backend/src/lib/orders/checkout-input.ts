import {
  CHECKOUT_MESSAGES,
  normalizeCouponCode,
  normalizeIndianPhone,
  parseBusinessBuyer,
  type BusinessBuyer,
  type FieldError,
  type PlaceOrderBody,
} from "@sugandh/contract"

export { CHECKOUT_MESSAGES }

// The business buyer's rule (GSTIN + registered name) is shared with the storefront.
export { parseBusinessBuyer, type BusinessBuyer }

/**
 * POST /api/auth/orders' body once the contract's PlaceOrderBody has checked it
 * (the route's middleware, api/api/auth/orders/middlewares.ts): the address with
 * its phone normalised, the method, the coupon code, gift wrap, the business
 * buyer and the client's totals (compared, never used as prices).
 */
export type PlaceOrderInput = PlaceOrderBody

export type { FieldError }
export { normalizeCouponCode, normalizeIndianPhone }

/** Totals agree when they are the same to the paisa. */
export function totalsMatch(client: number, server: number): boolean {
  return Math.round(client * 100) === Math.round(server * 100)
}
