import type { ExchangeAnswer, ReturnAnswer, ReturnState } from "@sugandh/contract"
import { formatOrderNumber } from "../orders/order-number"
import { amount } from "../orders/to-order-view"

/**
 * What the shop keeps on a Medusa return's metadata (the return itself, its
 * items, reason and quantities are Medusa's record): the shopper's photos and
 * payee, and the operator's decision. Keys under one prefix so Medusa admin's
 * metadata shows where they come from.
 */
export const RETURN_META = {
  photos: "sugandh_photos",
  refundTo: "sugandh_refund_to",
  decision: "sugandh_decision",
  rejectionReason: "sugandh_rejection_reason",
  decidedBy: "sugandh_decided_by",
  refundAmount: "sugandh_refund_amount",
  refundShipping: "sugandh_refund_shipping",
  cancelledBy: "sugandh_cancelled_by",
  /** A reverse pickup booked through the courier: {awb, trackingUrl, fulfillmentId}. */
  pickup: "sugandh_pickup",
  /** An exchange's choice: [{line, productId}], the returned line and the size it becomes. */
  exchange: "sugandh_exchange",
} as const

/** A return the shop's own routes made (a shopper's request carries the shop's keys) or decided; else Medusa admin's. */
export function isShopReturn(row: Pick<ReturnRow, "metadata">): boolean {
  const meta = row.metadata ?? {}
  return RETURN_META.photos in meta || RETURN_META.decision in meta
}

export type ReturnRow = {
  id: string
  order_id: string
  /** Set when the return is an exchange's inbound side (Medusa's order exchange). */
  exchange_id?: string | null
  status: string
  metadata?: Record<string, unknown> | null
  created_at?: string | Date | null
  requested_at?: string | Date | null
  received_at?: string | Date | null
  canceled_at?: string | Date | null
  items?: ({
    item_id: string
    quantity: unknown
    received_quantity?: unknown
    damaged_quantity?: unknown
    reason_id?: string | null
    note?: string | null
    reason?: { id: string; value: string; label: string } | null
  } | null)[]
}

export const RETURN_FIELDS = [
  "id",
  "order_id",
  "exchange_id",
  "status",
  "metadata",
  "created_at",
  "requested_at",
  "received_at",
  "canceled_at",
  "items.item_id",
  "items.quantity",
  "items.received_quantity",
  "items.damaged_quantity",
  "items.reason_id",
  "items.note",
  "items.reason.id",
  "items.reason.value",
  "items.reason.label",
]

/**
 * The state of a return from Medusa's status and the shop's decision:
 * cancelled and rejected returns are canceled in Medusa (rejected by the
 * operator, with a reason); refunded once the refund for `return:<id>` is
 * sent (the refund record of `return:<id>` paid: at once at a gateway, when
 * the operator pays a manual one); received once Medusa received it; approved when the operator
 * accepted it (the shopper sends it); in transit once approved with a
 * courier's reverse pickup booked (its AWB kept on the return); else requested.
 */
export function returnState(row: Pick<ReturnRow, "status" | "canceled_at" | "metadata">, refund: RefundRecordState = null): ReturnState {
  const meta = row.metadata ?? {}
  if (meta[RETURN_META.decision] === "rejected") return "rejected"
  if (row.canceled_at || row.status === "canceled") return "cancelled"
  if (refund === "paid") return "refunded"
  if (row.status === "received" || row.status === "partially_received") return "received"
  if (meta[RETURN_META.decision] === "approved") return meta[RETURN_META.pickup] ? "in-transit" : "approved"
  return "requested"
}

/** A payee as the answers show it: the UPI ID, or the bank and the account's last four digits. */
export function maskedPayee(payee: unknown): string | null {
  const p = payee as { upiId?: string; accountNumber?: string; ifsc?: string } | null | undefined
  if (!p) return null
  if (p.upiId) return p.upiId
  if (p.accountNumber) return `A/c ending ${p.accountNumber.slice(-4)} (${p.ifsc ?? ""})`
  return null
}

/** The refund record (refund due) of `return:<id>`: due until the operator pays a manual one; null when none. */
export type RefundRecordState = "due" | "paid" | "void" | null

const pickupOf = (value: unknown) => {
  const p = value as { awb?: unknown; trackingUrl?: unknown } | null | undefined
  if (!p || typeof p !== "object") return null
  return {
    awb: typeof p.awb === "string" ? p.awb : null,
    trackingUrl: typeof p.trackingUrl === "string" && p.trackingUrl ? p.trackingUrl : null,
  }
}

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null)

export function toReturnAnswer(
  row: ReturnRow,
  order: { displayId: number; lines: { itemId: string; line: number; title: string }[] },
  refund: RefundRecordState = null,
  exchange: ExchangeAnswer | null = null
): ReturnAnswer {
  const meta = row.metadata ?? {}
  const items = (row.items ?? []).filter((i): i is NonNullable<typeof i> => !!i)
  const reason = items.find((i) => i.reason)?.reason ?? null
  const refundAmount = meta[RETURN_META.refundAmount]
  return {
    id: row.id,
    orderId: row.order_id,
    orderNumber: formatOrderNumber(order.displayId),
    state: returnState(row, refund),
    reason: reason ? { id: reason.id, value: reason.value, label: reason.label } : null,
    note: items.find((i) => i.note)?.note ?? null,
    photos: Array.isArray(meta[RETURN_META.photos]) ? (meta[RETURN_META.photos] as string[]) : [],
    items: items.map((i) => {
      const line = order.lines.find((l) => l.itemId === i.item_id)
      return {
        line: line?.line ?? 0,
        title: line?.title ?? "",
        quantity: amount(i.quantity as number),
        // Medusa counts a damaged unit as received too; the shop shows accepted and written-off apart.
        received: amount(i.received_quantity as number) - amount(i.damaged_quantity as number),
        damaged: amount(i.damaged_quantity as number),
      }
    }),
    refundTo: maskedPayee(meta[RETURN_META.refundTo]),
    rejectionReason: typeof meta[RETURN_META.rejectionReason] === "string" ? (meta[RETURN_META.rejectionReason] as string) : null,
    refundAmount: typeof refundAmount === "number" ? refundAmount : null,
    refundShipping: meta[RETURN_META.refundShipping] === true,
    refundState: refund,
    requestedAt: iso(row.requested_at ?? row.created_at),
    receivedAt: iso(row.received_at),
    cancelledAt: iso(row.canceled_at),
    exchange,
    pickup: pickupOf(meta[RETURN_META.pickup]),
  }
}
