import { isCodFeeLine } from "../cod/fee-line"
import { isGiftWrapLine } from "../orders/gift-wrap"

/**
 * Composite supply (CGST Act s.2(30), taxed under s.8(a) as its principal
 * supply): goods delivered by the supplier with a delivery charge are one
 * composite supply whose principal supply is the goods, so the charge for
 * delivering them takes the rate of the goods, not a flat 18%. With goods at
 * two rates in one order the principal supply is the line with the highest
 * taxable value (a tie goes to the higher rate, the cautious reading).
 *
 * "Delivery charge lines" are the shipping methods and every line item that
 * only pays for delivering the goods: the cash-on-delivery fee
 * (`isCodFeeLine`, lib/cod/fee-line.ts), collected by the courier with them.
 *
 * The gift wrap does NOT follow the goods: it is an optional service the
 * shopper chooses and pays for apart (packaging services, SAC 9985, 18%);
 * the goods are supplied and delivered the same without it, so it is not
 * naturally bundled with them (unlike the packing s.2(30)'s illustration
 * names, which every parcel needs), and it stays at its own rate.
 */

/** Where the Tax module's calculation context carries the rule's answer to our provider (tp_gst_gst). */
export const COMPOSITE_CONTEXT = { principalRate: "gst_principal_rate", deliveryChargeItemIds: "gst_delivery_charge_item_ids" } as const

type LineLike = { variant_id?: string | null; metadata?: Record<string, unknown> | null } | null | undefined

/** A line item that is a delivery charge (taxed like shipping). */
export function isDeliveryChargeLine(item: LineLike): boolean {
  return isCodFeeLine(item)
}

/** Goods: what can be the principal supply (not a delivery charge, not the separately chosen gift wrap). */
export function isGoodsLine(item: LineLike): boolean {
  return !isDeliveryChargeLine(item) && !isGiftWrapLine(item)
}

/** A goods line as the rule weighs it: its tax-inclusive amount and its GST rate. */
export type GoodsLine = { amount: number; rate: number }

/**
 * The rate every delivery charge line of an order or cart takes: that of the
 * goods line with the highest taxable value (amount without the GST inside
 * it); null when there are no goods (nothing to follow: the charge keeps its own rate).
 */
export function deliveryChargeRate(goods: GoodsLine[]): number | null {
  let best: { taxable: number; rate: number } | null = null
  for (const line of goods) {
    const taxable = (line.amount * 100) / (100 + line.rate)
    if (!best || taxable > best.taxable + 1e-9 || (Math.abs(taxable - best.taxable) <= 1e-9 && line.rate > best.rate)) {
      best = { taxable, rate: line.rate }
    }
  }
  return best ? best.rate : null
}
