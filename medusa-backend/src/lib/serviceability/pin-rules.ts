/**
 * How a delivery zone names its PINs: a prefix ("79", "2260") or an inclusive
 * range of whole PINs ("110001-110096"). Both become a numeric range, so a PIN
 * matches by two comparisons and the narrowest range is the most specific.
 */
export type PinRange = { from: number; to: number }

const PREFIX = /^[1-9]\d{0,5}$/
const RANGE = /^([1-9]\d{5})\s*-\s*([1-9]\d{5})$/

/** A rule as a range, or an error message naming what is wrong with it. */
export function parsePinRule(rule: string): PinRange | { error: string } {
  const text = rule.trim()
  const range = RANGE.exec(text)
  if (range) {
    const from = Number(range[1])
    const to = Number(range[2])
    return from <= to ? { from, to } : { error: `"${text}": the range starts after it ends` }
  }
  if (PREFIX.test(text)) {
    const width = 10 ** (6 - text.length)
    const from = Number(text) * width
    return { from, to: from + width - 1 }
  }
  return { error: `"${text}" is neither a PIN prefix (1-6 digits, not starting with 0) nor a range like 110001-110096` }
}

/** Splits a list of rules written with spaces, commas or semicolons between them ("110001 - 110096" stays one rule). */
export function splitPinRules(text: string): string[] {
  return text
    .replace(/\s*-\s*/g, "-")
    .split(/[\s,;]+/)
    .filter(Boolean)
}
