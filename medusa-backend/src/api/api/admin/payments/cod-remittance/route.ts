import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invalidInput } from "../../../../../lib/errors"
import { listCodOrdersForRemittance } from "../../../../../lib/cod/cod-orders"
import { matchRemittance, parseRemittance, RemittanceError } from "../../../../../lib/cod/remittance"
import type { RequestWithRemittance } from "../../../../../lib/cod/remittance-upload"
import type { RemittancePreviewAnswer } from "@sugandh/contract"

/**
 * POST /api/admin/payments/cod-remittance (multipart, field "remittance", CSV
 * <= 2 MB): the preview of the courier's remitted cash against shipped and
 * delivered COD orders (by AWB or order number, exact amount). Nothing is
 * marked paid and the file is not kept.
 */
export async function POST(req: AuthenticatedMedusaRequest & RequestWithRemittance, res: MedusaResponse<RemittancePreviewAnswer>) {
  let rows
  try {
    rows = parseRemittance(req.remittance!.content)
  } catch (error) {
    if (error instanceof RemittanceError) {
      throw invalidInput(error.message, [{ msg: error.message, path: error.row ? `remittance.row.${error.row}` : "remittance" }])
    }
    throw error
  }
  const preview = matchRemittance(rows, await listCodOrdersForRemittance(req.scope))
  res.json({ success: true, rows: rows.length, ...preview })
}
