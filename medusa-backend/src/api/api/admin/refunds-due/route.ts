import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminRefundsDueAnswer, AdminRefundsDueQuery } from "@sugandh/contract"
import { REFUND_DUE_MODULE } from "../../../../modules/refund-due"
import type RefundDueModuleService from "../../../../modules/refund-due/service"
import { refundDueAnswer } from "./to-answer"

/**
 * GET /api/admin/refunds-due?state=due|paid|void&limit&offset -> {refunds, count, limit, offset}:
 * the manual refunds the operator is to pay (oldest first, the order they are paid in), or the history.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AdminRefundsDueQuery>, res: MedusaResponse<AdminRefundsDueAnswer>) {
  const { state, limit, offset } = req.validatedQuery
  const [rows, count] = await req.scope
    .resolve<RefundDueModuleService>(REFUND_DUE_MODULE)
    .listAndCountRefundDues({ state }, { skip: offset, take: limit, order: { created_at: state === "due" ? "ASC" : "DESC" } })
  res.json({ refunds: rows.map(refundDueAnswer), count, limit, offset })
}
