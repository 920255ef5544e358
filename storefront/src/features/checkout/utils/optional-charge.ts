import type { Totals } from "../types"

/** A charge the shopper may add at checkout (gift wrap, cash-on-delivery fee): its price and the GST inside it. */
export type OptionalCharge = { amount: number; tax: number }

/**
 * The totals checkout shows and sends with an optional charge chosen or not:
 * the server's totals minus the charge they already carry (a 409 answer's),
 * plus the charge and the GST inside it when chosen. The server prices the
 * order itself and refuses it (409) if its total differs.
 */
export function withOptionalCharge(
  totals: Totals | null,
  key: "giftWrap" | "codFee",
  charge: OptionalCharge | null,
  chosen: boolean
): Totals | null {
  if (!totals) return null
  const paise = (n: number) => Math.round(n * 100)
  const carried = totals[key] ?? 0
  const carriedTax = carried > 0 && charge ? charge.tax : 0
  const amount = chosen && charge ? charge.amount : 0
  const addedTax = chosen && charge ? charge.tax : 0
  return {
    ...totals,
    [key]: amount,
    total: (paise(totals.total) - paise(carried) + paise(amount)) / 100,
    ...(totals.tax !== undefined ? { tax: (paise(totals.tax) - paise(carriedTax) + paise(addedTax)) / 100 } : {}),
  }
}
