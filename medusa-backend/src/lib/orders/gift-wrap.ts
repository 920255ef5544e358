import { LENGTHS } from "@sugandh/contract"

/**
 * Gift wrapping (requirements CHK-11): ₹49 per order,
 * with an optional message of up to 200 characters.
 *
 * It is a Medusa custom line item on the cart (no variant; `unit_price` set
 * here, on the server), added by the checkout workflow when the shopper asks
 * for it. Being a line item, Medusa carries it into the order and prices it
 * with everything else: the Tax module gives it tax lines (no category rule,
 * so the region's 18% default, the rate of packaging services, SAC 998540,
 * Notification 11/2017-Central Tax (Rate)), totals and payment include it, the
 * invoice lists it. It is not discountable (coupons take nothing off it),
 * needs no shipping or stock, and does not count towards free delivery (the
 * shipping fee reads shipped goods only). Order metadata alone would carry
 * the message but not the price or its tax; a catalogue product would show
 * up in search and listings.
 */
export const GIFT_WRAP = {
  /** Rupees, GST included, like every price in the shop. */
  price: 49,
  // The contract's PlaceOrderBody holds the message to it.
  messageMaxLength: LENGTHS.giftMessageMax,
  title: "Gift wrap",
  /** SAC of packaging services (CBIC's scheme of classification of services), printed on the invoice line. */
  sac: "998540",
} as const

/**
 * The GST inside the wrap's price, for checkout to show before the order
 * exists (the order's own tax lines, from the Tax module, are the truth):
 * the region's default rate, tax-inclusive.
 */
export function giftWrapTax(rate: number): number {
  return Math.round((GIFT_WRAP.price * rate * 100) / (100 + rate)) / 100
}

/** line_item.metadata marks our gift wrap line and keeps its message. */
export const GIFT_WRAP_META = { kind: "sugandh_kind", kindValue: "gift_wrap", message: "gift_message" } as const

/** What the shopper asked for: null for no wrapping. */
export type GiftWrapChoice = { message: string | null } | null

type LineLike = { variant_id?: string | null; metadata?: Record<string, unknown> | null } | null | undefined
type PricedLine =
  { variant_id?: string | null; metadata?: Record<string, unknown> | null; unit_price?: unknown; quantity?: unknown } | null | undefined

/**
 * A line the server made (lib/orders/charge-lines.ts): no variant, which the Store API's line-item routes
 * cannot create (they require one). The tag only says which charge; on a product line it means nothing
 * (issue 43: a shopper tagged 15 units "gift_wrap" to escape the caps). Readers query `variant_id`.
 */
export function isGiftWrapLine(line: LineLike): boolean {
  return !!line && line.variant_id == null && line.metadata?.[GIFT_WRAP_META.kind] === GIFT_WRAP_META.kindValue
}

export function giftMessageOf(line: LineLike): string | null {
  const message = line?.metadata?.[GIFT_WRAP_META.message]
  return typeof message === "string" && message ? message : null
}

/** The custom line item addToCartWorkflow adds: one unit at the server's price, tax-inclusive like the shelf prices. */
export function giftWrapLineItem(message: string | null) {
  return {
    title: GIFT_WRAP.title,
    quantity: 1,
    unit_price: GIFT_WRAP.price,
    is_custom_price: true,
    is_tax_inclusive: true,
    requires_shipping: false,
    is_discountable: false,
    metadata: { [GIFT_WRAP_META.kind]: GIFT_WRAP_META.kindValue, [GIFT_WRAP_META.message]: message },
  }
}

/**
 * The wrapping on a cart's or an order's lines: what it costs (GST included)
 * and its message; null without it. `toNumber` reads Medusa's amounts (numbers
 * or BigNumber objects).
 */
export function giftWrapOf(
  lines: PricedLine[] | null | undefined,
  toNumber: (value: unknown) => number
): { amount: number; message: string | null } | null {
  const wrap = (lines ?? []).filter((line) => isGiftWrapLine(line))
  if (!wrap.length) return null
  const paise = wrap.reduce((sum, line) => sum + Math.round(toNumber(line!.unit_price) * toNumber(line!.quantity) * 100), 0)
  return { amount: paise / 100, message: giftMessageOf(wrap[0]) }
}
