import type { RefundDue } from "@sugandh/contract"
import { amount } from "../../../../lib/orders/to-order-view"
import type RefundDueModuleService from "../../../../modules/refund-due/service"

type Row = Awaited<ReturnType<RefundDueModuleService["listRefundDues"]>>[number]

/** A refund record as the contract answers it: the amount in rupees (Medusa keeps big numbers), the rest as stored. */
export const refundDueAnswer = (row: Row): RefundDue => ({
  id: row.id,
  order_id: row.order_id,
  amount: amount(row.amount as unknown as number),
  source_key: row.source_key,
  source_kind: row.source_kind,
  source_id: row.source_id,
  payee_kind: row.payee_kind,
  upi_id: row.upi_id,
  account_name: row.account_name,
  account_number: row.account_number,
  ifsc: row.ifsc,
  state: row.state,
  utr: row.utr,
  refund_id: row.refund_id,
  paid_at: row.paid_at,
  created_at: row.created_at,
})
