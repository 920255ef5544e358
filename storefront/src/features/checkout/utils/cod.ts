import type { Totals } from "../types"
import { withOptionalCharge } from "./optional-charge"
import { CHECKOUT_COD_TEXTS as COD_TEXTS } from "@sugandh/contract"

type CodOffer = { fee: number; tax: number; maxOrder: number }

export { COD_TEXTS }

/** The totals with the cash-on-delivery fee chosen or not (withOptionalCharge). */
export function withCodFee(totals: Totals | null, offer: CodOffer | null, chosen: boolean): Totals | null {
  return withOptionalCharge(totals, "codFee", offer && { amount: offer.fee, tax: offer.tax }, chosen)
}

/**
 * Why cash on delivery cannot be chosen, or null when it can: the PIN's zone
 * must allow it and the total with the fee must stay within the limit. The
 * server checks both again.
 */
export function codUnavailableReason(
  offer: CodOffer | null,
  pin: { pin: string; cod: boolean | null },
  totalsWithoutFee: Totals | null
): string | null {
  if (!offer) return "Cash on delivery is not offered"
  if (pin.cod === null) return COD_TEXTS.enterPin
  if (!pin.cod) return COD_TEXTS.pinNotCod(pin.pin)
  const total = totalsWithoutFee ? totalsWithoutFee.total - (totalsWithoutFee.codFee ?? 0) + offer.fee : 0
  if (Math.round(total * 100) > Math.round(offer.maxOrder * 100)) return COD_TEXTS.overLimit(offer.maxOrder)
  return null
}
