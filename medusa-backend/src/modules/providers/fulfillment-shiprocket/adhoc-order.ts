import type { AdhocOrderBody, AdhocOrderItem } from "./api"
import type { ParcelDefaults } from "./settings"

/**
 * Shiprocket's "Create Custom Order" body from what Medusa hands a fulfillment
 * provider (the order with its items, totals, metadata and address, and the
 * items being fulfilled). Money in rupees with two decimals, added in paise so
 * the parts make the order's total exactly: sub_total (goods after discount)
 * + shipping + gift wrap + COD fee = what the shopper pays, which is what a
 * COD courier collects. Dates are IST, as Shiprocket shows them.
 */
type Amount = unknown
type OrderLine = {
  id?: string
  title?: string | null
  variant_sku?: string | null
  variant_id?: string | null
  unit_price?: Amount
  quantity?: Amount
  metadata?: Record<string, unknown> | null
  tax_lines?: { rate?: Amount }[] | null
  variant?: { weight?: number | null } | null
}
/** An address as Medusa hands it to a provider (the order's shipping address, a return's). */
export type MedusaAddress = {
  first_name?: string | null
  last_name?: string | null
  address_1?: string | null
  address_2?: string | null
  city?: string | null
  province?: string | null
  postal_code?: string | null
  phone?: string | null
  country_code?: string | null
}
export type BookableOrder = {
  id?: string
  display_id?: number
  custom_display_id?: string | null
  email?: string | null
  /** createOrderFulfillmentWorkflow queries `customer.*` but not the order's own `email`. */
  customer?: { email?: string | null; phone?: string | null } | null
  created_at?: string | Date
  metadata?: Record<string, unknown> | null
  items?: OrderLine[] | null
  shipping_address?: MedusaAddress | null
  shipping_total?: Amount
  discount_total?: Amount
  total?: Amount
}
export type FulfilledItem = { line_item_id?: string | null; quantity?: Amount; title?: string | null; sku?: string | null }

/** The COD fee line's tag (lib/cod/fee-line.ts COD_FEE_LINE; a module may not import lib/, so the two values are repeated). */
const COD_FEE_META = { key: "sugandh_kind", value: "cod_fee" }

/** Cash on delivery when checkout stored "cod" as the payment method (lib/orders/metadata.ts META.paymentMethod). */
export function isCodOrder(order: BookableOrder): boolean {
  return order.metadata?.payment_method === "cod"
}

/** The shop's order number ("ORD-1001", stored by the shop as custom_display_id), Shiprocket's channel order id. */
export function shopOrderNumber(order: BookableOrder): string {
  const number = order.custom_display_id?.trim()
  if (number) return number
  if (order.id) return order.id
  throw new Error("The order has neither a number nor an id.")
}

export type AdhocOrderInput = {
  order: BookableOrder
  items: FulfilledItem[]
  /** The address Medusa resolved for this fulfillment, else the order's. */
  deliveryAddress?: MedusaAddress | null
  channelOrderId: string
  pickupLocation: string
  parcel: ParcelDefaults
}

export function adhocOrderBody(input: AdhocOrderInput): AdhocOrderBody {
  const { order } = input
  const address = { ...(order.shipping_address ?? {}), ...(input.deliveryAddress ?? {}) }
  const lines = order.items ?? []
  const byId = new Map(lines.map((line) => [line.id, line]))

  const goods = input.items
    .map((item) => ({ item, line: byId.get(item.line_item_id ?? undefined) }))
    .filter(({ line }) => !line || line.variant_id != null)
  const charges = lines.filter((line) => line.variant_id == null)
  const chargePaise = (cod: boolean) =>
    charges
      .filter((line) => (line.metadata?.[COD_FEE_META.key] === COD_FEE_META.value) === cod)
      .reduce((sum, line) => sum + toPaise(line.unit_price) * toNumber(line.quantity), 0)

  const goodsPaise = goods.map(({ item, line }) => toPaise(line?.unit_price) * toNumber(item.quantity))
  const discounts = spread(toPaise(order.discount_total), goodsPaise)

  const orderItems: AdhocOrderItem[] = goods.map(({ item, line }, i) => {
    const units = toNumber(item.quantity)
    return {
      name: item.title || line?.title || "Item",
      sku: item.sku || line?.variant_sku || line?.id || `item-${i + 1}`,
      units,
      selling_price: fromPaise(toPaise(line?.unit_price)),
      discount: fromPaise(discounts[i]),
      tax: toNumber(line?.tax_lines?.[0]?.rate),
    }
  })
  const subTotalPaise = goodsPaise.reduce((a, b) => a + b, 0) - discounts.reduce((a, b) => a + b, 0)
  const unitKg = goods.map(({ item, line }) => {
    const grams = Number(line?.variant?.weight)
    return (grams > 0 ? grams / 1000 : input.parcel.unitWeightKg) * toNumber(item.quantity)
  })
  const weight = Math.max(0.1, Math.round(unitKg.reduce((a, b) => a + b, 0) * 100) / 100)

  return {
    order_id: input.channelOrderId,
    order_date: istDateTime(order.created_at ?? new Date()),
    pickup_location: input.pickupLocation,
    billing_customer_name: address.first_name?.trim() || "Customer",
    billing_last_name: address.last_name?.trim() || "",
    billing_address: address.address_1?.trim() ?? "",
    billing_address_2: address.address_2?.trim() || "",
    billing_city: address.city?.trim() ?? "",
    billing_pincode: address.postal_code?.trim() ?? "",
    billing_state: address.province?.trim() ?? "",
    billing_country: countryName(address.country_code),
    billing_email: order.email || order.customer?.email || "",
    billing_phone: indianMobile(address.phone || order.customer?.phone),
    shipping_is_billing: true,
    order_items: orderItems,
    payment_method: isCodOrder(order) ? "COD" : "Prepaid",
    shipping_charges: fromPaise(toPaise(order.shipping_total)),
    giftwrap_charges: fromPaise(chargePaise(false)),
    transaction_charges: fromPaise(chargePaise(true)),
    total_discount: 0, // carried on the lines (order_items[].discount), so sub_total is after it once
    sub_total: fromPaise(subTotalPaise),
    length: input.parcel.lengthCm,
    breadth: input.parcel.breadthCm,
    height: input.parcel.heightCm,
    weight,
  }
}

/** What the courier collects (or is insured for): sub_total + shipping + charges, in rupees. */
export function adhocOrderTotal(body: AdhocOrderBody): number {
  return fromPaise(
    toPaise(body.sub_total) + toPaise(body.shipping_charges) + toPaise(body.giftwrap_charges) + toPaise(body.transaction_charges)
  )
}

/** A discount split over the lines in proportion to their value, in whole paise; the dearest line takes the remainder. */
function spread(totalPaise: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (!totalPaise || !sum) return weights.map(() => 0)
  const shares = weights.map((w) => Math.floor((totalPaise * w) / sum))
  shares[weights.indexOf(Math.max(...weights))] += totalPaise - shares.reduce((a, b) => a + b, 0)
  return shares
}

/** The country as Shiprocket names it: India for "in" or none, else the ISO code. */
export function countryName(code: string | null | undefined): string {
  return !code || code.toLowerCase() === "in" ? "India" : code.toUpperCase()
}

/** The ten digits Indian couriers dial: "+91 98765 43210" → "9876543210". */
export function indianMobile(phone: string | null | undefined): string {
  const digits = (phone ?? "").replace(/\D/g, "")
  return digits.length > 10 ? digits.slice(-10) : digits
}

/** "2026-11-28 15:04" in Indian Standard Time (UTC+5:30, no daylight saving). */
export function istDateTime(value: string | Date): string {
  const ist = new Date(new Date(value).getTime() + 330 * 60 * 1000)
  return ist.toISOString().slice(0, 16).replace("T", " ")
}

function toPaise(value: Amount): number {
  return Math.round(toNumber(value) * 100)
}

function fromPaise(paise: number): number {
  return Math.round(paise) / 100
}

/** Medusa hands amounts as numbers, strings or BigNumber objects. */
function toNumber(value: Amount): number {
  if (typeof value === "number") return value
  if (typeof value === "string") return Number(value) || 0
  if (value && typeof value === "object") {
    const v = value as { numeric?: number; toJSON?: () => unknown; value?: unknown }
    if (typeof v.numeric === "number") return v.numeric
    if (typeof v.toJSON === "function") return Number(v.toJSON()) || 0
    if (v.value !== undefined) return Number(v.value) || 0
  }
  return 0
}
