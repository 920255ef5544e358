import { addressStateCode, type MedusaAddressFields } from "../orders/address"
import { META } from "../orders/metadata"
import { gstinStateCode } from "../gst/gstin"
import { getStoreSettings } from "../store-settings"
import { splitInclusive, sumSplits } from "./gst-split"
import { gstStateCode, isIntraStateCode } from "./gst-states"

type Maybe<T> = T | null | undefined
type TaxedLine = Maybe<{ total?: unknown; tax_lines?: Maybe<Maybe<{ rate?: unknown }>[]> }>

/** A cart or an order read with GST_INSIDE_FIELDS. */
export type GstRow = {
  items?: Maybe<TaxedLine[]>
  shipping_methods?: Maybe<TaxedLine[]>
  shipping_address?: Maybe<MedusaAddressFields>
  metadata?: Maybe<Record<string, unknown>>
}

/** What gstInside reads, beside the totals. */
export const GST_INSIDE_FIELDS = [
  "metadata",
  "items.total",
  "items.tax_lines.rate",
  "shipping_methods.total",
  "shipping_methods.tax_lines.rate",
  "shipping_address.province",
  "shipping_address.postal_code",
  "shipping_address.metadata",
]

const num = (value: unknown): number => {
  const n = Number(typeof value === "object" && value && "numeric" in value ? (value as { numeric: unknown }).numeric : value)
  return Number.isFinite(n) ? n : 0
}

/**
 * The GST inside a cart's or an order's tax-inclusive amounts, by the tax invoice's rule, so checkout,
 * the order page, the e-mails, the dashboard and the invoice state the same figure to the paisa
 * (issue 48): each line's tax is taken out of what is paid for it (after discounts) and rounded to the
 * paisa once per line, as CGST + SGST halves within the supplier's state or IGST otherwise
 * (lib/tax/gst-split; rule 46(i)-(j) CGST Rules: the invoice states the tax charged on each supply,
 * split by central, state and integrated tax), then the lines are added in paise. Medusa's own
 * `tax_total` adds unrounded line taxes and rounds once, which can differ by a paisa (₹64.10 against
 * the invoice's ₹64.09). Null when the row was read without its lines' totals and rates.
 */
export function gstInside(row: GstRow, supplierState = getStoreSettings().gst.state): number | null {
  const lines = [...(row.items ?? []), ...(row.shipping_methods ?? [])].filter((l) => !!l)
  if (lines.some((l) => l!.total === undefined || l!.tax_lines === undefined)) return null
  const gstin = row.metadata?.[META.gstin]
  // Place of supply: a registered buyer's GSTIN state, else the delivery address's (section 10(1)(a) IGST Act).
  const buyerCode = typeof gstin === "string" && gstin ? gstinStateCode(gstin) : addressStateCode(row.shipping_address)
  const intraState = isIntraStateCode(gstStateCode(supplierState), buyerCode)
  const splits = lines
    .map((l) => ({ gross: num(l!.total), rate: (l!.tax_lines ?? []).reduce((sum, t) => sum + num(t?.rate), 0) }))
    .filter((l) => l.gross > 0)
    .map((l) => splitInclusive(Math.round(l.gross * 100) / 100, l.rate, intraState))
  return sumSplits(splits).tax
}
