/**
 * GST by product category, as the Tax module carries it (seed: src/scripts/seed/tax-rates.ts).
 * HSN codes (six digits) and rates as in force from 22 Sep 2025: Notification 9/2025-Central Tax
 * (Rate), which superseded 1/2017-CT(Rate); see lib/tax/hsn.ts (a unit test holds the two together).
 */
type GstCategory = { handle: string; hsn: string; rate: number; taxRateCode: string; taxRateName: string }

export const GST_CATEGORIES: GstCategory[] = [
  { handle: "perfumes", hsn: "330300", rate: 18, taxRateCode: "GST18-PERFUMES", taxRateName: "GST 18% perfumes (HSN 3303)" },
  { handle: "attars", hsn: "330129", rate: 18, taxRateCode: "GST18-ATTARS", taxRateName: "GST 18% attars (HSN 3301)" },
  { handle: "room-fresheners", hsn: "330749", rate: 18, taxRateCode: "GST18-HOMESPRAY", taxRateName: "GST 18% home spray (HSN 3307 49)" },
  { handle: "incense-sticks", hsn: "330741", rate: 5, taxRateCode: "GST5-INCENSE", taxRateName: "GST 5% incense sticks (HSN 3307 41)" },
]

/**
 * The region's default rate: what anything without a category rule pays (the gift
 * wrap, a product without a GST category). Shipping is a delivery charge: our tax
 * provider gives it the rate of the order's principal supply (lib/tax/delivery-charges.ts);
 * this default is what it would pay in a cart without goods.
 */
export const GST_DEFAULT_RATE = { code: "GST18", name: "GST 18% (shipping and uncategorised)", rate: 18 }

/** The India tax region's provider (src/modules/providers/tax-gst, id "gst" in medusa-config.ts). */
export const GST_TAX_PROVIDER_ID = "tp_gst_gst"

/** The code of the 0% default the seed used before GST; replaced on an existing database. */
export const LEGACY_ZERO_RATE_CODE = "GST0"

export function gstCategory(handle: string | null | undefined): GstCategory | undefined {
  return GST_CATEGORIES.find((c) => c.handle === handle)
}
