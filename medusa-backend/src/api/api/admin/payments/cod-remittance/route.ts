import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listCodOrdersForRemittance } from "../../../../../lib/cod/cod-orders"
import { matchRemittance, parseRemittance, RemittanceError } from "../../../../../lib/cod/remittance"
import type { RequestWithRemittance } from "../../../../../lib/cod/remittance-upload"
import type { RemittancePreviewAnswer } from "@sugandh/contract"
import { parseUpload } from "../parse-upload"

/**
 * POST /api/admin/payments/cod-remittance (multipart, field "remittance", CSV
 * <= 2 MB): the preview of the courier's remitted cash against shipped and
 * delivered COD orders (by AWB or order number, exact amount). Nothing is
 * marked paid and the file is not kept.
 */
export async function POST(req: AuthenticatedMedusaRequest & RequestWithRemittance, res: MedusaResponse<RemittancePreviewAnswer>) {
  const rows = parseUpload("remittance", () => parseRemittance(req.remittance!.content), RemittanceError)
  const preview = matchRemittance(rows, await listCodOrdersForRemittance(req.scope))
  res.json({ success: true, rows: rows.length, ...preview })
}
