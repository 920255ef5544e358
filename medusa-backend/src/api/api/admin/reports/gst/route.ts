import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invalidInput } from "../../../../../lib/errors"
import { gstReportCsv, monthBounds } from "../../../../../lib/invoices/gst-report"
import { listTaxDocumentsIssued } from "../../../../../lib/invoices/list-tax-documents"

const MONTH_MESSAGE = "Give the month as YYYY-MM, e.g. 2026-11"

/**
 * GET /api/admin/reports/gst?month=2026-11 (operators; /api/admin/* checks the
 * role): the month's invoices and credit notes by rate and place of supply,
 * then the B2C summary by state and rate (GSTR-1), as CSV.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const month = (req.query as Record<string, unknown>).month
  const bounds = monthBounds(month)
  if (!bounds) throw invalidInput(MONTH_MESSAGE, [{ msg: MONTH_MESSAGE, path: "month" }])
  const csv = gstReportCsv(await listTaxDocumentsIssued(req.scope, bounds.from, bounds.to))
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader("Content-Disposition", `attachment; filename="gst-${month}.csv"`)
  res.setHeader("Cache-Control", "private, no-store")
  res.status(200).send(csv)
}
