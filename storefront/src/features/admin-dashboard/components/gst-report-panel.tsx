import { useState, type FormEvent } from "react"
import { Alert } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import { SelectField, TextField } from "@/components/ui/fields"
import { downloadApiFile } from "@/lib/download-file"
import { failureText } from "../utils/messages"
import ui from "./admin.module.css"

/**
 * The files GET /api/admin/reports/gst serves, each saved under the name the
 * GST portal's offline tool imports it by (it refuses a section file under
 * any other name): the month's summary, every GSTR-1 table in one ZIP, or one table.
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

/** The month before today's in IST (yyyy-mm): the return an accountant files. */
export function lastMonthInIst(now = new Date()): string {
  const ist = new Date(now.getTime() + 330 * 60 * 1000)
  const y = ist.getUTCFullYear()
  const m = ist.getUTCMonth() // 0-based: the previous month's 1-based number
  return m === 0 ? `${y - 1}-12` : `${y}-${String(m).padStart(2, "0")}`
}

/** "GST report": a month and a file, downloaded with the operator's sign-in. */
export function GstReportPanel() {
  const [month, setMonth] = useState(lastMonthInIst)
  const [choice, setChoice] = useState<(typeof GST_REPORT_FILES)[number]["value"]>("all")
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const file = GST_REPORT_FILES.find((f) => f.value === choice)!
    const query = new URLSearchParams({ month })
    if (choice !== "summary") query.set("table", choice)
    setBusy(true)
    setError(null)
    try {
      await downloadApiFile(`/admin/reports/gst?${query}`, file.file(month))
    } catch (e) {
      setError(failureText(e, "Could not download the GST report"))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={ui.card} aria-labelledby="admin-gst-title" data-testid="admin-gst-report">
      <div className={ui.cardHead}>
        <h2 id="admin-gst-title" className={ui.cardTitle}>
          GST report
        </h2>
      </div>
      <p className={ui.muted}>
        The month&apos;s invoices and credit notes as issued. The GSTR-1 files carry the GST offline tool&apos;s own file names, ready to
        import.
      </p>
      <form onSubmit={submit} className={ui.inlineForm}>
        <TextField label="Month" type="month" required value={month} onChange={(e) => setMonth(e.target.value)} />
        <SelectField label="File" value={choice} onChange={(e) => setChoice(e.target.value as typeof choice)}>
          {GST_REPORT_FILES.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </SelectField>
        <Button type="submit" size="small" disabled={busy || !month}>
          {busy ? "Downloading..." : "Download"}
        </Button>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
    </section>
  )
}
