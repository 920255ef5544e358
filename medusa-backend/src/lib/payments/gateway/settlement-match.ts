import type { SettlementRow } from "./settlement-report"

/** A payment the shop captured through the gateway (Medusa's payment with Razorpay's pay_... id). */
export type ShopGatewayPayment = {
  gatewayPaymentId: string
  orderId: string | null
  orderNumber: string | null
  amount: number
  capturedAt: string | null
  /** The settlement already recorded on it (a confirmed earlier report), if any. */
  settlementId: string | null
}

export type SettlementPreview = {
  /** The shop's captured payments that no settled row of the report (nor an earlier confirmed one) covers. */
  capturedNotSettled: ShopGatewayPayment[]
  /** Settled payment rows whose payment the shop does not know. */
  settledUnknown: { row: number; gatewayPaymentId: string; amount: number; settledAt: string | null; settlementId: string | null }[]
  /** Settled payments of the shop the report covers: what confirm records. */
  matched: {
    gatewayPaymentId: string
    orderNumber: string | null
    amount: number
    settlementId: string
    settledAt: string
    amountDiffers: boolean
  }[]
  /** Per day of settlement (IST): Razorpay's fee and the GST on it, and what was settled. */
  days: { date: string; fee: number; gst: number; settled: number; rows: number }[]
}

const round = (n: number) => Math.round(n * 100) / 100

/** The IST calendar day of an ISO time. */
export function istDay(iso: string): string {
  return new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10)
}

/**
 * Matches a settlement report with the shop's gateway payments. Only settled
 * rows count as settled; fee and tax (GST on the fee) are summed per day of
 * settlement over every settled row (payments, refunds, adjustments).
 */
export function matchSettlements(rows: SettlementRow[], payments: ShopGatewayPayment[]): SettlementPreview {
  const byId = new Map(payments.map((p) => [p.gatewayPaymentId, p]))
  const settledPayments = new Map<string, SettlementRow>()
  const settledUnknown: SettlementPreview["settledUnknown"] = []
  const days = new Map<string, { fee: number; gst: number; settled: number; rows: number }>()
  for (const row of rows) {
    if (!row.settled || !row.settledAt) continue
    const day = days.get(istDay(row.settledAt)) ?? { fee: 0, gst: 0, settled: 0, rows: 0 }
    day.fee += row.fee
    day.gst += row.tax
    day.settled += row.type === "refund" ? -row.amount : row.amount
    day.rows += 1
    days.set(istDay(row.settledAt), day)
    if (row.type !== "payment") continue
    if (byId.has(row.entityId)) settledPayments.set(row.entityId, row)
    else
      settledUnknown.push({
        row: row.row,
        gatewayPaymentId: row.entityId,
        amount: row.amount,
        settledAt: row.settledAt,
        settlementId: row.settlementId,
      })
  }
  const matched: SettlementPreview["matched"] = []
  for (const [id, row] of settledPayments) {
    const payment = byId.get(id)!
    if (row.settlementId && payment.settlementId !== row.settlementId) {
      matched.push({
        gatewayPaymentId: id,
        orderNumber: payment.orderNumber,
        amount: row.amount,
        settlementId: row.settlementId,
        settledAt: row.settledAt!,
        amountDiffers: round(row.amount) !== round(payment.amount),
      })
    }
  }
  return {
    capturedNotSettled: payments.filter((p) => !p.settlementId && !settledPayments.has(p.gatewayPaymentId)),
    settledUnknown,
    matched,
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, d]) => ({ date, fee: round(d.fee), gst: round(d.gst), settled: round(d.settled), rows: d.rows })),
  }
}
