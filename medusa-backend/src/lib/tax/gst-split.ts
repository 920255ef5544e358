/**
 * GST inside a tax-inclusive amount, in paise so no float noise reaches an invoice.
 * taxable = gross x 100 / (100 + rate); the tax is the rest, so taxable + tax is
 * always exactly the amount the shopper paid. Within the supplier's state the tax
 * is CGST + SGST, each half the rate and rounded once, so the two are always equal;
 * to another state it is IGST at the full rate (sections 5 and 9 IGST/CGST Acts;
 * section 12 IGST Act for the place of supply of goods delivered to the buyer).
 */
export type GstSplit = { gross: number; rate: number; taxable: number; cgst: number; sgst: number; igst: number; tax: number }

const toPaise = (rupees: number) => Math.round(rupees * 100)
const toRupees = (paise: number) => paise / 100

export function splitInclusive(gross: number, rate: number, intraState: boolean): GstSplit {
  if (!Number.isFinite(gross) || !Number.isFinite(rate) || rate < 0) {
    throw new Error(`Invalid GST input: gross ${gross}, rate ${rate}`)
  }
  const grossPaise = toPaise(gross)
  if (intraState) {
    const half = Math.round((grossPaise * rate) / 2 / (100 + rate))
    return {
      gross: toRupees(grossPaise),
      rate,
      taxable: toRupees(grossPaise - 2 * half),
      cgst: toRupees(half),
      sgst: toRupees(half),
      igst: 0,
      tax: toRupees(2 * half),
    }
  }
  const igst = Math.round((grossPaise * rate) / (100 + rate))
  return {
    gross: toRupees(grossPaise),
    rate,
    taxable: toRupees(grossPaise - igst),
    cgst: 0,
    sgst: 0,
    igst: toRupees(igst),
    tax: toRupees(igst),
  }
}

/** Sums of splits (an invoice's totals, a report's rows), added in paise. */
export function sumSplits(splits: Pick<GstSplit, "gross" | "taxable" | "cgst" | "sgst" | "igst" | "tax">[]) {
  const keys = ["gross", "taxable", "cgst", "sgst", "igst", "tax"] as const
  const total = Object.fromEntries(keys.map((k) => [k, 0])) as Record<(typeof keys)[number], number>
  for (const split of splits) for (const k of keys) total[k] += toPaise(split[k])
  return Object.fromEntries(keys.map((k) => [k, toRupees(total[k])])) as Record<(typeof keys)[number], number>
}
