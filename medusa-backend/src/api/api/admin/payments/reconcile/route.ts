import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invalidInput } from "../../../../../lib/errors"
import { listPendingOrdersForMatch } from "../../../../../lib/payments/pending-orders"
import { reconcile } from "../../../../../lib/payments/reconcile"
import { parseStatement, StatementError } from "../../../../../lib/payments/statement"
import type { RequestWithStatement } from "../../../../../lib/payments/statement-upload"
import type { ReconcilePreviewAnswer } from "@sugandh/contract"

/**
 * POST /api/admin/payments/reconcile (multipart, field "statement", CSV <= 2 MB):
 * the preview of matching the statement's credits to pending orders. Nothing
 * is confirmed and the file is not kept.
 */
export async function POST(req: AuthenticatedMedusaRequest & RequestWithStatement, res: MedusaResponse<ReconcilePreviewAnswer>) {
  const { statement } = req
  let credits
  try {
    credits = parseStatement(statement!.content)
  } catch (error) {
    if (error instanceof StatementError) {
      throw invalidInput(error.message, [{ msg: error.message, path: error.row ? `statement.row.${error.row}` : "statement" }])
    }
    throw error
  }
  const preview = reconcile(credits, await listPendingOrdersForMatch(req.scope))
  res.json({ success: true, credits: credits.length, ...preview })
}
