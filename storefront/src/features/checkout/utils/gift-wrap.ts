import type { Totals } from "../types"

type Offer = { price: number; tax: number }

/**
 * The totals checkout shows and sends with the gift wrap chosen or not: the
 * server's totals minus a wrap they already carry (a 409 answer's), plus the
 * offer's price and the GST inside it when chosen. The server prices the
 * order itself and refuses it (409) if its total differs.
 */
export function withGiftWrap(totals: Totals | null, offer: Offer | null, chosen: boolean): Totals | null {
  if (!totals) return null
  const paise = (n: number) => Math.round(n * 100)
  const carried = totals.giftWrap ?? 0
  const carriedTax = carried > 0 && offer ? offer.tax : 0
  const giftWrap = chosen && offer ? offer.price : 0
  const addedTax = chosen && offer ? offer.tax : 0
  return {
    ...totals,
    giftWrap,
    total: (paise(totals.total) - paise(carried) + paise(giftWrap)) / 100,
    ...(totals.tax !== undefined ? { tax: (paise(totals.tax) - paise(carriedTax) + paise(addedTax)) / 100 } : {}),
  }
}
