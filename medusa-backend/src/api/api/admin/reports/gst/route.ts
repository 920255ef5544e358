import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invalidInput } from "../../../../../lib/errors"
import { gstReportCsv, monthBounds } from "../../../../../lib/invoices/gst-report"
import { GSTR1_FILE_NAMES, GSTR1_TABLES, gstr1Csv, gstr1Zip, isGstr1Table } from "../../../../../lib/invoices/gstr1"
import { listTaxDocumentsIssued } from "../../../../../lib/invoices/list-tax-documents"

const MONTH_MESSAGE = "Give the month as YYYY-MM, e.g. 2026-11"
const TABLE_MESSAGE = `table must be one of ${GSTR1_TABLES.join(", ")} or all`

/**
 * GET /api/admin/reports/gst?month=2026-11 (operators; /api/admin/* checks the
 * role): the month's invoices and credit notes by rate and place of supply,
 * then the B2C summary by state and rate, as CSV.
 * `&table=b2cs` (b2b, b2cl, cdnr, cdnur, hsn_b2b, hsn_b2c, docs): that GSTR-1
 * table as the portal's offline tool imports it, under the tool's file name
 * (`hsn(b2c).csv`, `b2b,sez,de.csv`: it refuses any other); `&table=all`: all of them in one ZIP.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { month, table } = req.query as Record<string, unknown>
  const bounds = monthBounds(month)
  if (!bounds) throw invalidInput(MONTH_MESSAGE, [{ msg: MONTH_MESSAGE, path: "month" }])
  if (table !== undefined && table !== "all" && !isGstr1Table(table))
    throw invalidInput(TABLE_MESSAGE, [{ msg: TABLE_MESSAGE, path: "table" }])
  const docs = await listTaxDocumentsIssued(req.scope, bounds.from, bounds.to)
  res.setHeader("Cache-Control", "private, no-store")
  if (table === "all") {
    res.setHeader("Content-Type", "application/zip")
    res.setHeader("Content-Disposition", `attachment; filename="gstr1-${month}.zip"`)
    res.status(200).send(gstr1Zip(docs))
    return
  }
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  const name = isGstr1Table(table) ? GSTR1_FILE_NAMES[table] : `gst-${month}.csv`
  res.setHeader("Content-Disposition", `attachment; filename="${name}"`)
  res.status(200).send(isGstr1Table(table) ? gstr1Csv(table, docs) : gstReportCsv(docs))
}
