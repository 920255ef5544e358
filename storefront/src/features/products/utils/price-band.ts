/**
 * The price-range labels (requirements LST-06): "Under X" (price < X), "Above X" (price > X),
 * "A - B" (A ≤ price ≤ B, inclusive). Rupee signs, commas and spaces are
 * ignored, so "₹1,500", "Under ₹280" and "₹280-320" all read.
 */
export type PriceBand = { min: number; max: number; minInclusive: boolean; maxInclusive: boolean }

const amount = (text: string): number => Number(text.replace(/[₹,\s]/g, ""))

export function parsePriceBand(label: string): PriceBand | null {
  const text = label.trim()
  let match = /^under\s+(.+)$/i.exec(text)
  if (match) {
    const max = amount(match[1]!)
    return Number.isFinite(max) ? { min: -Infinity, max, minInclusive: true, maxInclusive: false } : null
  }
  match = /^above\s+(.+)$/i.exec(text)
  if (match) {
    const min = amount(match[1]!)
    return Number.isFinite(min) ? { min, max: Infinity, minInclusive: false, maxInclusive: true } : null
  }
  match = /^(.+?)\s*[-–]\s*(.+)$/.exec(text)
  if (match) {
    const min = amount(match[1]!)
    const max = amount(match[2]!)
    return Number.isFinite(min) && Number.isFinite(max) && min <= max ? { min, max, minInclusive: true, maxInclusive: true } : null
  }
  return null
}

export function inPriceBand(price: number | null, band: PriceBand): boolean {
  if (price === null) return false
  const aboveMin = band.minInclusive ? price >= band.min : price > band.min
  const belowMax = band.maxInclusive ? price <= band.max : price < band.max
  return aboveMin && belowMax
}
