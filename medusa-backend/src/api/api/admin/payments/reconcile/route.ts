import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listPendingOrdersForMatch } from "../../../../../lib/payments/pending-orders"
import { reconcile } from "../../../../../lib/payments/reconcile"
import { parseStatement, StatementError } from "../../../../../lib/payments/statement"
import type { RequestWithStatement } from "../../../../../lib/payments/statement-upload"
import type { ReconcilePreviewAnswer } from "@sugandh/contract"
import { parseUpload } from "../parse-upload"

/**
 * POST /api/admin/payments/reconcile (multipart, field "statement", CSV <= 2 MB):
 * the preview of matching the statement's credits to pending orders. Nothing
 * is confirmed and the file is not kept.
 */
export async function POST(req: AuthenticatedMedusaRequest & RequestWithStatement, res: MedusaResponse<ReconcilePreviewAnswer>) {
  const credits = parseUpload("statement", () => parseStatement(req.statement!.content), StatementError)
  const preview = reconcile(credits, await listPendingOrdersForMatch(req.scope))
  res.json({ success: true, credits: credits.length, ...preview })
}
