import { formatPrice } from "@/lib/format-price"

/**
 * Totals as the server answers them: a cart's (the contract's CartTotals) or checkout's, where
 * itemCount, tax and the fees are not always known. Spelled out: Omit on the contract's loose
 * object (it has an index signature) would drop every named field.
 */
export type SummaryTotals = {
  subtotal: number
  shipping: number
  discount: number
  total: number
  tax?: number
  itemCount?: number
  giftWrap?: number
  codFee?: number
}

type SummaryRow = { key: string; label: string; value: string; tone?: "discount" | "free" | "total" | "note" }

/** "Inclusive of GST ₹X": prices include GST, so the tax is shown inside the total, never added. */
function gstIncludedLabel(tax: number | undefined): string | null {
  return typeof tax === "number" && tax > 0 ? `Inclusive of GST ${formatPrice(tax)}` : null
}

/** Shipping as the summary shows it: FREE at 0, else the rupee amount (₹99; requirements CART-12). */
export function shippingLabel(shipping: number): string {
  return shipping === 0 ? "FREE" : formatPrice(shipping)
}

/**
 * The Order Summary rows, all from the server's totals: subtotal, gift wrap,
 * cash-on-delivery fee and discount (only when there is one), shipping, total.
 */
export function summaryRows(totals: SummaryTotals, couponCode?: string | null): SummaryRow[] {
  const count = totals.itemCount
  const rows: SummaryRow[] = [
    {
      key: "subtotal",
      label: count === undefined ? "Subtotal" : `Subtotal (${count} ${count === 1 ? "item" : "items"})`,
      value: formatPrice(totals.subtotal),
    },
  ]
  if ((totals.giftWrap ?? 0) > 0) rows.push({ key: "gift-wrap", label: "Gift wrap", value: formatPrice(totals.giftWrap) })
  if ((totals.codFee ?? 0) > 0) rows.push({ key: "cod-fee", label: "Cash on delivery fee", value: formatPrice(totals.codFee) })
  if (totals.discount > 0) {
    rows.push({
      key: "discount",
      label: couponCode ? `Discount (${couponCode})` : "Discount",
      value: `-${formatPrice(totals.discount)}`,
      tone: "discount",
    })
  }
  rows.push({
    key: "shipping",
    label: "Shipping",
    value: shippingLabel(totals.shipping),
    ...(totals.shipping === 0 ? { tone: "free" as const } : {}),
  })
  rows.push({ key: "total", label: "Total", value: formatPrice(totals.total), tone: "total" })
  const gst = gstIncludedLabel(totals.tax)
  if (gst) rows.push({ key: "tax", label: gst, value: "", tone: "note" })
  return rows
}

/** The free-shipping threshold (requirements CART-13); the server applies it, this only words the hint. */
export const FREE_SHIPPING_FROM = 599

/** "Add ₹120 more for FREE shipping" while the server still charges shipping. */
export function freeShippingHint(totals: SummaryTotals): string | null {
  if (totals.shipping === 0 || totals.subtotal <= 0) return null
  const missing = FREE_SHIPPING_FROM - totals.subtotal
  return missing > 0 ? `Add ${formatPrice(missing)} more for FREE shipping` : null
}
