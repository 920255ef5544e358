/**
 * GST by product category, as the Tax module carries it (seed: src/scripts/seed/tax-rates.ts).
 * HSN codes and rates: CBIC rate schedules (Notification 1/2017-Central Tax (Rate), Schedules I and III):
 * 3303 perfumes and 3301 essential oils/attars at 18%, 3307 49 room deodorisers at 18%,
 * 3307 41 agarbatti at 5%.
 */
type GstCategory = { handle: string; hsn: string; rate: number; taxRateCode: string; taxRateName: string }

export const GST_CATEGORIES: GstCategory[] = [
  { handle: "perfumes", hsn: "3303", rate: 18, taxRateCode: "GST18-PERFUMES", taxRateName: "GST 18% perfumes (HSN 3303)" },
  { handle: "attars", hsn: "3301", rate: 18, taxRateCode: "GST18-ATTARS", taxRateName: "GST 18% attars (HSN 3301)" },
  { handle: "room-fresheners", hsn: "3307 49", rate: 18, taxRateCode: "GST18-HOMESPRAY", taxRateName: "GST 18% home spray (HSN 3307 49)" },
  { handle: "incense-sticks", hsn: "3307 41", rate: 5, taxRateCode: "GST5-INCENSE", taxRateName: "GST 5% incense sticks (HSN 3307 41)" },
]

/**
 * The region's default rate: what anything without a category rule pays, which is
 * the shipping charge. Shipping is charged at a flat 18% (see docs/architecture.md, "GST"):
 * the rate of the shop's principal supplies and of courier services (SAC 9968).
 */
export const GST_DEFAULT_RATE = { code: "GST18", name: "GST 18% (shipping and uncategorised)", rate: 18 }

/** The code of the 0% default the seed used before GST; replaced on an existing database. */
export const LEGACY_ZERO_RATE_CODE = "GST0"

export function gstCategory(handle: string | null | undefined): GstCategory | undefined {
  return GST_CATEGORIES.find((c) => c.handle === handle)
}
