import type { Totals } from "../types"
import { withOptionalCharge } from "./optional-charge"

type Offer = { price: number; tax: number }

/** The totals with the gift wrap chosen or not (withOptionalCharge). */
export function withGiftWrap(totals: Totals | null, offer: Offer | null, chosen: boolean): Totals | null {
  return withOptionalCharge(totals, "giftWrap", offer && { amount: offer.price, tax: offer.tax }, chosen)
}
