/**
 * GET /api/admin/reports/gst?month=yyyy-mm[&table=...]: the files it serves,
 * each saved under the name the GST portal's offline tool imports it by (it
 * refuses a section file under any other name): the month's summary, every
 * GSTR-1 table in one ZIP, or one table. The dashboard and the Medusa admin's
 * GST report page offer the same list.
 */
export const GST_REPORT_FILES = [
  { value: "summary", label: "Monthly GST summary (CSV)", file: (month: string) => `gst-${month}.csv` },
  { value: "all", label: "GSTR-1: every table (ZIP)", file: (month: string) => `gstr1-${month}.zip` },
  { value: "b2b", label: "GSTR-1 B2B (b2b,sez,de.csv)", file: () => "b2b,sez,de.csv" },
  { value: "b2cl", label: "GSTR-1 B2C large (b2cl.csv)", file: () => "b2cl.csv" },
  { value: "b2cs", label: "GSTR-1 B2C others (b2cs.csv)", file: () => "b2cs.csv" },
  { value: "cdnr", label: "GSTR-1 credit notes, registered (cdnr.csv)", file: () => "cdnr.csv" },
  { value: "cdnur", label: "GSTR-1 credit notes, unregistered (cdnur.csv)", file: () => "cdnur.csv" },
  { value: "hsn_b2b", label: "GSTR-1 HSN summary B2B (hsn(b2b).csv)", file: () => "hsn(b2b).csv" },
  { value: "hsn_b2c", label: "GSTR-1 HSN summary B2C (hsn(b2c).csv)", file: () => "hsn(b2c).csv" },
  { value: "docs", label: "GSTR-1 documents issued (docs.csv)", file: () => "docs.csv" },
] as const
export type GstReportChoice = (typeof GST_REPORT_FILES)[number]["value"]

/** The report's path and query for a month and a file ("summary" sends no table). */
export function gstReportPath(month: string, choice: GstReportChoice): string {
  const query = new URLSearchParams({ month })
  if (choice !== "summary") query.set("table", choice)
  return `/api/admin/reports/gst?${query}`
}

/** The month before today's in IST (yyyy-mm): the return an accountant files. */
export function lastMonthInIst(now = new Date()): string {
  const ist = new Date(now.getTime() + 330 * 60 * 1000)
  const y = ist.getUTCFullYear()
  const m = ist.getUTCMonth() // 0-based: the previous month's 1-based number
  return m === 0 ? `${y - 1}-12` : `${y}-${String(m).padStart(2, "0")}`
}
