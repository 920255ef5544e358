import { useState, type FormEvent } from "react"
import { GST_REPORT_FILES, gstReportPath, lastMonthInIst, type GstReportChoice } from "@sugandh/contract"
import { Alert } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import { SelectField, TextField } from "@/components/ui/fields"
import { downloadApiFile } from "@/lib/download-file"
import { failureText } from "../utils/messages"
import ui from "./admin.module.css"

/** "GST report": a month and a file, downloaded with the operator's sign-in. */
export function GstReportPanel() {
  const [month, setMonth] = useState(lastMonthInIst)
  const [choice, setChoice] = useState<GstReportChoice>("all")
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const file = GST_REPORT_FILES.find((f) => f.value === choice)!
    setBusy(true)
    setError(null)
    try {
      // The contract's path starts with /api, which downloadApiFile adds itself.
      await downloadApiFile(gstReportPath(month, choice).slice("/api".length), file.file(month))
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
