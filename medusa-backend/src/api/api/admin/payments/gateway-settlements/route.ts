import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { GatewaySettlementPreviewAnswer } from "@sugandh/contract"
import { matchSettlements } from "../../../../../lib/payments/gateway/settlement-match"
import { parseSettlementReport, SettlementReportError } from "../../../../../lib/payments/gateway/settlement-report"
import { listShopGatewayPayments } from "../../../../../lib/payments/gateway/shop-gateway-payments"
import type { UploadedCsv } from "../../../../../lib/uploads/csv-upload"
import { parseUpload } from "../parse-upload"

/**
 * POST /api/admin/payments/gateway-settlements (multipart, field "report",
 * Razorpay's settlement report CSV <= 2 MB): the preview of the report against
 * the shop's gateway payments: captured but not settled, settled but unknown,
 * the matches to record, fee and GST on fees per day. Nothing is recorded and
 * the file is not kept.
 */
export async function POST(
  req: AuthenticatedMedusaRequest & { report?: UploadedCsv },
  res: MedusaResponse<GatewaySettlementPreviewAnswer>
) {
  const rows = parseUpload("report", () => parseSettlementReport(req.report!.content), SettlementReportError)
  const preview = matchSettlements(rows, await listShopGatewayPayments(req.scope))
  res.json({ success: true, rows: rows.length, ...preview })
}
