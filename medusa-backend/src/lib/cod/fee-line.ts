import { codSettings } from "./settings"

/**
 * The cash-on-delivery fee as a Medusa custom line item on the order, like the
 * gift wrap (lib/orders/gift-wrap.ts): price set on the server, tax-inclusive,
 * no shipping, no stock, no discount. Medusa prices, taxes and pays it with the
 * goods and the invoice lists it.
 *
 * GST: the fee is part of the delivery charge of a composite supply, taxed like
 * shipping at the rate of the principal supply (section 8(a) CGST Act;
 * lib/tax/delivery-charges.ts). `isCodFeeLine` is the one way to find the line
 * (the invoice, the totals and the rate rule use it). SAC 996812: courier
 * services (CBIC's scheme of classification of services), as the shipping line.
 */
export const COD_FEE_LINE = {
  title: "Cash on delivery fee",
  sac: "996812",
  metaKey: "sugandh_kind",
  metaValue: "cod_fee",
} as const

type LineLike = { variant_id?: string | null; metadata?: Record<string, unknown> | null } | null | undefined
type PricedLine =
  { variant_id?: string | null; metadata?: Record<string, unknown> | null; unit_price?: unknown; quantity?: unknown } | null | undefined

/** Our fee line: made by the server (no variant, as isGiftWrapLine), the tag saying which charge. Readers query `variant_id`. */
export function isCodFeeLine(line: LineLike): boolean {
  return !!line && line.variant_id == null && line.metadata?.[COD_FEE_LINE.metaKey] === COD_FEE_LINE.metaValue
}

/** The custom line item addToCartWorkflow adds for a COD order: one unit at the server's fee. */
export function codFeeLineItem(fee: number = codSettings().fee) {
  return {
    title: COD_FEE_LINE.title,
    quantity: 1,
    unit_price: fee,
    is_custom_price: true,
    is_tax_inclusive: true,
    requires_shipping: false,
    is_discountable: false,
    metadata: { [COD_FEE_LINE.metaKey]: COD_FEE_LINE.metaValue },
  }
}

/** What the COD fee lines of a cart or order add up to (GST included); 0 without one. */
export function codFeeOf(lines: PricedLine[] | null | undefined, toNumber: (value: unknown) => number): number {
  const paise = (lines ?? [])
    .filter((line) => isCodFeeLine(line))
    .reduce((sum, line) => sum + Math.round(toNumber(line!.unit_price) * toNumber(line!.quantity) * 100), 0)
  return paise / 100
}

/** The GST inside a tax-inclusive fee at `rate` %, for checkout to show before the order exists. */
export function codFeeTax(fee: number, rate: number): number {
  return Math.round((fee * rate * 100) / (100 + rate)) / 100
}
