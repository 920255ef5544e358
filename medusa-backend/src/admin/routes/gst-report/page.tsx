import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Receipt } from "@medusajs/icons"
import { Button, Container, Heading, Input, Label, Text, toast } from "@medusajs/ui"
import { GST_REPORT_FILES, gstReportPath, lastMonthInIst, type GstReportChoice } from "@sugandh/contract"
import { useState, type FormEvent } from "react"
import { FilterSelect } from "../../components/filter-select"
import { downloadFile } from "../../lib/download-file"

const FILE_OPTIONS = GST_REPORT_FILES.map(({ value, label }) => ({ value, label }))

/**
 * GST report: a month and a file, downloaded from GET /api/admin/reports/gst
 * (the dashboard's report, with the Medusa admin's session). The GSTR-1 files
 * carry the GST offline tool's own file names, ready to import.
 */
const GstReportPage = () => {
  const [month, setMonth] = useState(lastMonthInIst)
  const [choice, setChoice] = useState<GstReportChoice>("all")
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const file = GST_REPORT_FILES.find((f) => f.value === choice)!
    setBusy(true)
    try {
      await downloadFile(gstReportPath(month, choice), file.file(month))
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : "Could not download the GST report")
    } finally {
      setBusy(false)
    }
  }

  return (
    <Container className="divide-y p-0" data-testid="sugandh-gst-report">
      <div className="px-6 py-4">
        <Heading level="h1">GST report</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          The month&apos;s invoices and credit notes as issued. The GSTR-1 files carry the GST offline tool&apos;s own file names, ready to
          import.
        </Text>
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-4 px-6 py-4">
        <div className="flex flex-col gap-y-1">
          <Label htmlFor="gst-month" size="small">
            Month
          </Label>
          <Input id="gst-month" type="month" size="small" required value={month} onChange={(e) => setMonth(e.target.value)} />
        </div>
        <div className="flex min-w-[320px] flex-col gap-y-1">
          <Label size="small">File</Label>
          <FilterSelect label="File" value={choice} onChange={(v) => setChoice(v as GstReportChoice)} options={FILE_OPTIONS} />
        </div>
        <Button type="submit" size="small" isLoading={busy} disabled={!month}>
          Download
        </Button>
      </form>
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "GST report",
  icon: Receipt,
})

export default GstReportPage
