import type {
  ItemTaxCalculationLine,
  ITaxProvider,
  ShippingTaxCalculationLine,
  TaxCalculationContext,
  TaxTypes,
} from "@medusajs/framework/types"

/** Must match lib/tax/delivery-charges.ts COMPOSITE_CONTEXT (modules do not import lib/). */
const PRINCIPAL_RATE = "gst_principal_rate"
const DELIVERY_CHARGE_ITEM_IDS = "gst_delivery_charge_item_ids"

type TaxLine = TaxTypes.ItemTaxLineDTO | TaxTypes.ShippingTaxLineDTO

/**
 * The India tax region's provider (tp_gst_gst). Goods take the rates of the
 * Tax module's rules, as Medusa's system provider gives them. Delivery charge
 * lines (shipping methods, and the item ids the context names) take the rate
 * of the principal supply when the calculation context carries it (composite
 * supply, CGST Act s.2(30) and s.8(a)); the context is set by our
 * setTaxLineContext hooks (workflows/hooks/composite-supply-tax.ts), which
 * work the rate out from all of the cart's goods. Without it (no goods, or a
 * calculation outside a cart) a charge keeps the rates its rules give.
 */
export class GstTaxProvider implements ITaxProvider {
  static identifier = "gst"

  getIdentifier(): string {
    return GstTaxProvider.identifier
  }

  async getTaxLines(
    itemLines: ItemTaxCalculationLine[],
    shippingLines: ShippingTaxCalculationLine[],
    context: TaxCalculationContext
  ): Promise<TaxLine[]> {
    const extra = (context.additional_context ?? {}) as Record<string, unknown>
    const principal = typeof extra[PRINCIPAL_RATE] === "number" ? (extra[PRINCIPAL_RATE] as number) : null
    const chargeIds = new Set(Array.isArray(extra[DELIVERY_CHARGE_ITEM_IDS]) ? (extra[DELIVERY_CHARGE_ITEM_IDS] as string[]) : [])
    const provider_id = this.getIdentifier()
    const composite = (rate: number) => ({
      rate,
      code: `GST${rate}-COMPOSITE`,
      name: `GST ${rate}% (delivery follows the principal supply, CGST Act s.8(a))`,
    })

    const items = itemLines.flatMap<TaxLine>((l) =>
      principal !== null && chargeIds.has(l.line_item.id)
        ? [{ ...composite(principal), line_item_id: l.line_item.id, provider_id }]
        : l.rates.map((r) => ({ rate_id: r.id, rate: r.rate || 0, name: r.name, code: r.code, line_item_id: l.line_item.id, provider_id }))
    )
    const shipping = shippingLines.flatMap<TaxLine>((l) =>
      principal !== null
        ? [{ ...composite(principal), shipping_line_id: l.shipping_line.id, provider_id }]
        : l.rates.map((r) => ({
            rate_id: r.id,
            rate: r.rate || 0,
            name: r.name,
            code: r.code,
            shipping_line_id: l.shipping_line.id,
            provider_id,
          }))
    )
    return [...items, ...shipping]
  }
}
