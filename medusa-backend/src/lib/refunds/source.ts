/**
 * What a refund answers (decisions D2): a return, an RTO, a cancellation or
 * an exchange's price difference, by the id of that record. Its key is
 * stored unique on the refund record, so the same source never refunds twice.
 */
export const REFUND_SOURCE_KINDS = ["return", "rto", "cancellation", "exchange-difference"] as const
export type RefundSourceKind = (typeof REFUND_SOURCE_KINDS)[number]
export type RefundSource = { kind: RefundSourceKind; id: string }

export const refundSourceKey = (source: RefundSource) => `${source.kind}:${source.id}`
