import type { MedusaContainer } from "@medusajs/framework/types"
import { inInvoiceOrder } from "./invoice-order"
import { fromMedusaAddress, type MedusaAddressFields } from "../orders/address"
import { formatOrderNumber } from "../orders/order-number"
import { META } from "../orders/metadata"
import { readOrder } from "../orders/read-orders"
import { amount } from "../orders/to-order-view"
import { gstCategory } from "../tax/gst-rates"
import { invoiceHsn } from "../tax/hsn"
import { chargeLineInvoiceCode } from "./gift-wrap-line"
import type { InvoiceOrderFacts } from "./tax-document"

type Rate = { rate?: unknown } | null
type Category = { handle?: string | null; metadata?: Record<string, unknown> | null } | null

/** The order as read below: only the fields asked for, in Query's raw form (amounts may be BigNumber-like). */
type InvoiceOrderRow = {
  id: string
  display_id: number
  total: unknown
  metadata?: Record<string, unknown> | null
  items?:
    | ({
        id: string
        created_at?: unknown
        product_title?: string | null
        title?: string | null
        quantity: unknown
        total: unknown
        tax_lines?: Rate[] | null
        metadata?: Record<string, unknown> | null
        product?: { categories?: Category[] | null } | null
      } | null)[]
    | null
  shipping_methods?: ({ total: unknown; tax_lines?: Rate[] | null } | null)[] | null
  shipping_address?: MedusaAddressFields | null
}

const rateOf = (lines: Rate[] | null | undefined) => (lines ?? []).reduce((sum, l) => sum + Number(l?.rate ?? 0), 0)

/** HSN from the category's metadata (written by the seed), else the shop's table by handle. */
function hsnOf(categories: Category[] | null | undefined): string {
  for (const c of categories ?? []) {
    const hsn = c?.metadata?.hsn ?? gstCategory(c?.handle)?.hsn
    if (typeof hsn === "string" && hsn) return invoiceHsn(hsn)
  }
  return ""
}

/**
 * What the invoice needs from the order, in Medusa's own numbers: per line the
 * amount paid after discounts (item total, tax-inclusive) and the rate of its
 * Medusa tax lines; the shipping method likewise.
 */
export async function readInvoiceFacts(container: MedusaContainer, orderId: string): Promise<InvoiceOrderFacts> {
  const order = await readOrder<InvoiceOrderRow>(container, orderId, [
    "id",
    "display_id",
    "total",
    "metadata",
    "items.id",
    "items.created_at",
    "items.product_title",
    "items.title",
    "items.quantity",
    "items.total",
    "items.tax_lines.rate",
    "items.metadata",
    "items.variant_id",
    "items.product.categories.handle",
    "items.product.categories.metadata",
    "shipping_methods.total",
    "shipping_methods.tax_lines.rate",
    "shipping_address.*",
  ])
  if (!order) throw new Error(`Order ${orderId} not found`)
  const address = fromMedusaAddress(order.shipping_address)
  const methods = (order.shipping_methods ?? []).filter(isPresent)
  const shippingGross = methods.reduce((sum, m) => sum + amount(m.total), 0)
  const gstin = textOrNull(order.metadata?.[META.gstin])
  return {
    orderId: order.id,
    orderNumber: formatOrderNumber(order.display_id),
    orderTotal: amount(order.total),
    // A business buyer's GSTIN and name from checkout (B2B invoice; its state code is the place of supply).
    buyer: {
      ...address,
      ...(gstin ? { gstin, businessName: textOrNull(order.metadata?.[META.businessName]) } : {}),
    },
    lines: inInvoiceOrder(order.items ?? []).map((item) => ({
      description: item.product_title || item.title || "",
      hsn: invoiceHsn(chargeLineInvoiceCode(item) ?? hsnOf(item.product?.categories)),
      quantity: amount(item.quantity),
      gross: amount(item.total),
      rate: rateOf(item.tax_lines),
    })),
    shipping: methods.length ? { gross: shippingGross, rate: rateOf(methods[0].tax_lines) } : null,
  }
}

const isPresent = <T>(value: T | null | undefined): value is T => !!value
const textOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null)
