/**
 * The gateway refunds kept in a Razorpay payment's data (the provider's
 * refundPayment records each refund it asks for, state "pending" or Razorpay's
 * answer). Razorpay's refund.processed webhook
 * (https://razorpay.com/docs/webhooks/refunds) says the money reached the
 * shopper's source: the refund becomes "processed" with its time. Pure, so a
 * replayed webhook is seen as "no change" and writes nothing.
 */
export type GatewayRefundState = "pending" | "processed" | "failed"

export type GatewayRefund = {
  id: string
  amount: number
  state: GatewayRefundState
  processedAt: string | null
  /** Medusa's refund behind it; null for a refund made in Razorpay's Dashboard. */
  medusaRefundId: string | null
}

export type ProcessedRefund = { refundId: string; amountPaise: number; processedAt: string }

type Data = Record<string, unknown>

const str = (v: unknown): string | null => (typeof v === "string" && v ? v : null)
const rupees = (paise: number): number => Math.round(paise) / 100

function stateOf(status: unknown): GatewayRefundState {
  return status === "processed" ? "processed" : status === "failed" ? "failed" : "pending"
}

/** The refunds recorded in a Razorpay payment's data, in the order they were made. */
export function gatewayRefundsOf(data: Data | null | undefined): GatewayRefund[] {
  const list = Array.isArray(data?.refunds) ? (data!.refunds as Data[]) : []
  return list
    .filter((r) => r && str(r.id))
    .map((r) => ({
      id: str(r.id)!,
      amount: Math.round(Number(r.amount ?? 0) * 100) / 100,
      state: stateOf(r.status),
      processedAt: str(r.processed_at),
      medusaRefundId: str(r.medusa_refund_id),
    }))
}

/**
 * The payment's data with the refund marked processed, or changed: false when
 * it already is (a replayed webhook). A refund the shop never asked for (made
 * in Razorpay's Dashboard) is added, so the operator sees every refund.
 */
export function markRefundProcessed(data: Data | null | undefined, refund: ProcessedRefund): { changed: boolean; data: Data } {
  const current = data ?? {}
  const list = Array.isArray(current.refunds) ? (current.refunds as Data[]) : []
  const known = list.find((r) => r?.id === refund.refundId)
  // Razorpay may answer the refund "processed" already; the webhook then only adds when.
  if (known && known.status === "processed" && str(known.processed_at)) return { changed: false, data: current }
  const settled: Data = known
    ? { ...known, status: "processed", processed_at: str(known.processed_at) ?? refund.processedAt }
    : {
        id: refund.refundId,
        medusa_refund_id: null,
        amount: rupees(refund.amountPaise),
        status: "processed",
        processed_at: refund.processedAt,
      }
  const refunds = known ? list.map((r) => (r?.id === refund.refundId ? settled : r)) : [...list, settled]
  return { changed: true, data: { ...current, refunds } }
}
