/**
 * Launch-offer arithmetic. Amounts are whole rupees (Medusa v2 stores major
 * units), so the selling price is rounded to the rupee.
 */
export function sellingPrice(originalPrice: number, offerPercent: number): number {
  if (!Number.isFinite(originalPrice) || originalPrice < 0) {
    throw new Error(`Invalid original price: ${originalPrice}`)
  }
  if (!Number.isFinite(offerPercent) || offerPercent < 0 || offerPercent >= 100) {
    throw new Error(`Invalid offer percent: ${offerPercent}`)
  }
  // Integer arithmetic first so 0.7 * 399 style float noise cannot flip a .5
  return Math.round((originalPrice * (100 - offerPercent)) / 100)
}

/** The label the storefront shows on the badge, e.g. "30% OFF". */
export function offerLabel(offerPercent: number): string {
  return `${offerPercent}% OFF`
}

/**
 * The lowest whole-rupee original price that sells at `selling` under the
 * offer, preferring one ending in 9 (how the shop prices). Used to choose the
 * catalogue's original prices; kept for operators adding products later.
 */
export function originalPriceFor(selling: number, offerPercent: number): number {
  const matches: number[] = []
  const upper = Math.ceil((selling + 1) / ((100 - offerPercent) / 100))
  for (let candidate = selling; candidate <= upper; candidate++) {
    if (sellingPrice(candidate, offerPercent) === selling) {
      matches.push(candidate)
    }
  }
  if (!matches.length) {
    throw new Error(`No whole-rupee original price sells at ${selling} with ${offerPercent}% off`)
  }
  return matches.find((value) => value % 10 === 9) ?? matches[0]
}
