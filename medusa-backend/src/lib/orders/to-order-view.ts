import type { Order, OrderTotals } from "@sugandh/contract"
import { gatewayRefundsOf } from "../payments/gateway/gateway-refunds"
import { isPaymentMethod, paymentMethodForProviderId } from "../../modules/providers/payment-manual-upi/methods"
import { gstInside, type GstRow } from "../tax/gst-inside"
import { fromMedusaAddress, type MedusaAddressFields } from "./address"
import { giftWrapOf, isGiftWrapLine } from "./gift-wrap"
import { codFeeOf, isCodFeeLine } from "../cod/fee-line"
import { META } from "./metadata"
import { formatOrderNumber } from "./order-number"
import { derivePaymentStatus, deriveOrderStatus, isPaidStatus } from "./status"

type Amount = unknown
type Maybe<T> = T | null | undefined
type Dateish = string | Date

/** The subset of a Medusa order (read with ORDER_VIEW_FIELDS) the mapping needs. */
export type QueriedOrder = {
  id: string
  display_id: number
  status: string
  created_at: Dateish
  canceled_at?: Maybe<Dateish>
  email?: Maybe<string>
  customer_id?: Maybe<string>
  metadata?: Maybe<Record<string, unknown>>
  original_item_total?: Amount
  shipping_total?: Amount
  discount_total?: Amount
  tax_total?: Amount
  total?: Amount
  /** Medusa's order summary (order changes and transactions included). */
  summary?: Maybe<{ pending_difference?: Amount; current_order_total?: Amount }>
  items?: Maybe<
    Maybe<{
      id: string
      title?: Maybe<string>
      product_title?: Maybe<string>
      thumbnail?: Maybe<string>
      quantity: Amount
      unit_price: Amount
      metadata?: Maybe<Record<string, unknown>>
      product_id?: Maybe<string>
      product?: Maybe<{ external_id?: Maybe<string>; categories?: Maybe<Maybe<{ handle?: Maybe<string> }>[]> }>
      adjustments?: Maybe<Maybe<{ code?: Maybe<string> }>[]>
      total?: Amount
      tax_lines?: Maybe<Maybe<{ rate?: Amount }>[]>
      /** What returns and exchanges took back of the line (Medusa's order item detail). */
      detail?: Maybe<LineChanges>
    }>[]
  >
  shipping_methods?: Maybe<Maybe<{ total?: Amount; tax_lines?: Maybe<Maybe<{ rate?: Amount }>[]> }>[]>
  shipping_address?: Maybe<MedusaAddressFields>
  customer?: Maybe<{ id: string; email?: Maybe<string>; first_name?: Maybe<string>; last_name?: Maybe<string> }>
  fulfillments?: Maybe<
    Maybe<{
      id: string
      created_at?: Maybe<Dateish>
      shipped_at?: Maybe<Dateish>
      delivered_at?: Maybe<Dateish>
      canceled_at?: Maybe<Dateish>
      labels?: Maybe<Maybe<{ tracking_number?: Maybe<string>; tracking_url?: Maybe<string> }>[]>
      data?: Maybe<Record<string, unknown>>
    }>[]
  >
  payment_collections?: Maybe<
    Maybe<{
      status?: Maybe<string>
      payment_sessions?: Maybe<Maybe<{ provider_id?: Maybe<string> }>[]>
      payments?: Maybe<
        Maybe<{
          provider_id?: Maybe<string>
          data?: Maybe<Record<string, unknown>>
          amount?: Amount
          captured_at?: Maybe<Dateish>
          canceled_at?: Maybe<Dateish>
          captures?: Maybe<Maybe<{ amount?: Amount }>[]>
          refunds?: Maybe<Maybe<{ amount?: Amount }>[]>
        }>[]
      >
    }>[]
  >
}

/** What returns took back of a line (Medusa's order item detail, ORDER_VIEW_FIELDS). */
type LineChanges = { return_received_quantity?: Amount; return_dismissed_quantity?: Amount }

/**
 * How many of a line the shopper has now (issue 48, point 4): Medusa's quantity less what came back
 * in a return or an exchange (received, or received damaged). It is the quantity Medusa's own line and
 * order totals are computed on (its getLineItemTotals), so the lines, the subtotal, the GST and the
 * total the shop shows add up as Medusa's order has them; an order edit changes the quantity itself.
 */
export function quantityNow(item: { quantity: Amount; detail?: Maybe<LineChanges> }): number {
  const d = item.detail ?? {}
  return Math.max(0, amount(item.quantity) - amount(d.return_received_quantity) - amount(d.return_dismissed_quantity))
}

export type GatewayPaymentDetails = NonNullable<Order["gatewayPayments"]>[number]

/** The /api Order (requirements ORD-01): the contract's type (packages/contract answers/orders.ts). */
export type OrderView = Order

/**
 * The order's totals (requirements CPN-04); `giftWrap` and `codFee` are what the gift wrap and the
 * cash-on-delivery fee cost (GST included, 0 without them), kept out of
 * `subtotal` (the goods), so total = subtotal + giftWrap + codFee + shipping - discount.
 */
type TotalsRow = GstRow & {
  original_item_total?: Amount
  shipping_total?: Amount
  discount_total?: Amount
  tax_total?: Amount
  total?: Amount
}

/**
 * A cart's or an order's totals as the shop shows them (ORDER_TOTALS_FIELDS):
 * prices include GST, so the subtotal is the items before discount and the
 * tax is the GST inside the total, computed as the tax invoice computes it.
 */
export function toOrderTotals(row: TotalsRow, lines?: Parameters<typeof giftWrapOf>[0]): OrderTotals {
  const giftWrap = giftWrapOf(lines, amount)?.amount ?? 0
  const codFee = codFeeOf(lines, amount)
  return {
    subtotal: Math.round((amount(row.original_item_total) - giftWrap - codFee) * 100) / 100,
    giftWrap,
    codFee,
    shipping: amount(row.shipping_total),
    discount: amount(row.discount_total),
    // The invoice's rule (lib/tax/gst-inside), so every page and e-mail states the invoice's GST; Medusa's sum when the lines were not read.
    tax: gstInside(row) ?? amount(row.tax_total),
    total: amount(row.total),
  }
}

export function amount(value: Amount): number {
  let n: number
  if (value === null || value === undefined) n = 0
  else if (typeof value === "number") n = value
  else if (typeof value === "string") n = Number(value)
  else if (typeof value === "object" && "numeric" in (value as object)) n = Number((value as { numeric: unknown }).numeric)
  else if (typeof value === "object" && "value" in (value as object)) n = Number((value as { value: unknown }).value)
  else n = Number(value)
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0
}

const iso = (value: Maybe<Dateish>): string | null => (value ? new Date(value).toISOString() : null)
const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null)
const webAddress = (value: unknown): string | null =>
  typeof value === "string" && /^https?:\/\/\S+$/i.test(value.trim()) ? value.trim() : null
const present = <T>(list: Maybe<Maybe<T>[]>): T[] => (list ?? []).filter((x): x is T => !!x)

/**
 * A Medusa order as the /api Order (requirements ORD-01, ORD-03). Pure: everything it shows, including
 * orderStatus and paymentStatus, is derived from the order's Medusa state
 * (ARCHITECTURE.md's table), so the answer can never disagree with Medusa.
 */
export function toOrderView(order: QueriedOrder): OrderView {
  const metadata = order.metadata ?? {}
  const fulfillments = present(order.fulfillments).filter((f) => !f.canceled_at)
  const shipped = fulfillments.filter((f) => f.shipped_at)
  const delivered = fulfillments.filter((f) => f.delivered_at)
  const latestShipped = shipped.sort((a, b) => +new Date(b.shipped_at!) - +new Date(a.shipped_at!))[0]
  const label = present(latestShipped?.labels)[0] ?? present(fulfillments.flatMap((f) => present(f.labels)))[0]
  const payments = present(order.payment_collections).flatMap((pc) => present(pc.payments))
  const captured = payments.reduce((sum, p) => sum + present(p.captures).reduce((s, c) => s + amount(c.amount), 0), 0)
  const refunded = payments.reduce((sum, p) => sum + present(p.refunds).reduce((s, r) => s + amount(r.amount), 0), 0)
  const canceled = order.status === "canceled"
  // An order edit cancels an authorised payment and asks for the new total in a new collection: not a voided order.
  const awaited = present(order.payment_collections).some((pc) => pc.status === "not_paid" || pc.status === "awaiting")
  const voided = payments.length > 0 && payments.every((p) => !!p.canceled_at) && (canceled || !awaited)
  const due = canceled ? 0 : Math.max(0, amount(order.summary?.pending_difference))
  const providerId =
    payments[0]?.provider_id ?? present(order.payment_collections).flatMap((pc) => present(pc.payment_sessions))[0]?.provider_id
  const storedMethod = metadata[META.paymentMethod]
  const paymentMethod = isPaymentMethod(storedMethod) ? storedMethod : paymentMethodForProviderId(providerId)
  const codConfirmedAt = paymentMethod === "cod" ? text(metadata[META.codConfirmedAt]) : null
  const paymentStatus = derivePaymentStatus({
    captured,
    refunded,
    due,
    voided,
    awaitingConfirmation: paymentMethod === "cod" && !codConfirmedAt && !canceled,
  })
  const orderStatus = deriveOrderStatus({
    canceled,
    delivered: delivered.length > 0,
    shipped: shipped.length > 0,
    paid: isPaidStatus(paymentStatus),
    codConfirmed: !!codConfirmedAt,
  })

  // The gift wrap line is a charge, not a product: it shows as giftWrap and giftMessage.
  // Each line at the quantity the shopper has now (Medusa's totals count the same quantity), an
  // exchange's or claim's new goods as lines of their own; a line returned whole is left out.
  const items = present(order.items)
    .filter((item) => !isGiftWrapLine(item) && !isCodFeeLine(item) && quantityNow(item) > 0)
    .map((item) => ({
      productId: item.product?.external_id || item.product_id || "",
      name: item.product_title || item.title || "",
      image: item.thumbnail ?? null,
      category: present(item.product?.categories)[0]?.handle ?? "",
      quantity: quantityNow(item),
      price: amount(item.unit_price),
    }))
  const couponCode =
    present(order.items)
      .flatMap((i) => present(i.adjustments))
      .map((a) => a.code)
      .find((c): c is string => !!c) ?? null

  const customerName = [order.customer?.first_name, order.customer?.last_name].filter(Boolean).join(" ")
  const customerEmail = order.email || order.customer?.email || ""
  const shippedAt = iso(latestShipped?.shipped_at)

  return {
    _id: order.id,
    id: order.id,
    orderNumber: formatOrderNumber(order.display_id),
    createdAt: iso(order.created_at)!,
    orderStatus,
    paymentMethod,
    paymentStatus,
    gatewayPaymentId: gatewayPaymentIdOf(payments),
    gatewayPayments: gatewayPaymentsOf(payments, amount),
    ...toOrderTotals(order, order.items),
    amountPaid: Math.round((captured - refunded) * 100) / 100,
    amountRefunded: Math.round(refunded * 100) / 100,
    amountDue: due,
    giftMessage: giftWrapOf(order.items, amount)?.message ?? null,
    codConfirmedAt,
    couponCode,
    items,
    shippingAddress: fromMedusaAddress(order.shipping_address),
    courierShipment: courierShipmentOf(fulfillments),
    trackingNumber: text(label?.tracking_number) === "#" ? null : text(label?.tracking_number),
    // Medusa admin's shipment form stores "#" when no link was typed: only a real web address is a link.
    trackingUrl: webAddress(label?.tracking_url),
    estimatedDelivery: shippedAt ? text(metadata[META.estimatedDelivery]) : null,
    shippedAt,
    deliveredAt: iso(delivered[0]?.delivered_at),
    cancelledAt: canceled ? iso(order.canceled_at) : null,
    cancelReason: canceled ? text(metadata[META.cancelReason]) : null,
    paymentReference: text(metadata[META.paymentReference]),
    paymentReferenceAt: text(metadata[META.paymentReferenceAt]),
    customerName: customerName || fromMedusaAddress(order.shipping_address).name,
    customerEmail,
    userId: { _id: order.customer_id ?? order.customer?.id ?? "", email: customerEmail },
  }
}

export type CourierShipmentView = NonNullable<Order["courierShipment"]>

/** A fulfilment a courier provider booked: its data names the courier and the AWB (any courier provider stores both). */
function courierShipmentOf(
  fulfillments: { id: string; created_at?: Maybe<Dateish>; shipped_at?: Maybe<Dateish>; data?: Maybe<Record<string, unknown>> }[]
): CourierShipmentView | null {
  const booked = fulfillments.find((f) => typeof f.data?.courier === "string" && typeof f.data?.awb === "string" && !!f.data.awb)
  if (!booked) return null
  const data = booked.data!
  return {
    fulfillmentId: booked.id,
    courier: data.courier as string,
    courierName: typeof data.courier_name === "string" ? data.courier_name : null,
    awb: data.awb as string,
    pickupScheduledDate: typeof data.pickup_scheduled_date === "string" ? data.pickup_scheduled_date : null,
    bookedAt: iso(booked.created_at),
    shipped: !!booked.shipped_at,
  }
}

/** The Razorpay payment id a gateway payment keeps in its data (payment-razorpay's authorizePayment). */
function gatewayPaymentsOf(
  payments: { provider_id?: string | null; data?: Record<string, unknown> | null; captures?: Maybe<Maybe<{ amount?: Amount }>[]> }[],
  toNumber: (a: Amount) => number
): GatewayPaymentDetails[] {
  return payments
    .filter((p) => p.provider_id?.startsWith("pp_razorpay_") && typeof p.data?.razorpay_payment_id === "string")
    .map((p) => ({
      gatewayPaymentId: p.data!.razorpay_payment_id as string,
      capturedAmount: Math.round(present(p.captures).reduce((s, c) => s + toNumber(c.amount), 0) * 100) / 100,
      flagged: typeof p.data?.flagged === "string" ? (p.data.flagged as string) : null,
      refunds: gatewayRefundsOf(p.data),
    }))
}

function gatewayPaymentIdOf(payments: { provider_id?: string | null; data?: Record<string, unknown> | null }[]): string | null {
  const gateway = payments.find((p) => p.provider_id?.startsWith("pp_razorpay_"))
  const id = gateway?.data?.razorpay_payment_id
  return typeof id === "string" ? id : null
}
