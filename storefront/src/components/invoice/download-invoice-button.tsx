import { useState } from "react"
import { Button } from "@/components/ui/button"
import { downloadApiFile } from "@/lib/download-file"
import styles from "./download-invoice-button.module.css"

type Props = {
  /** The API path of the PDF, e.g. /auth/orders/{id}/invoice or /admin/orders/{id}/credit-note. */
  path: string
  orderNumber: string
  /** The GST tax invoice (issued when the payment is confirmed) or the credit note (issued when an invoiced order is cancelled). */
  kind?: "invoice" | "credit-note"
}

const LABELS = {
  invoice: { button: "Download invoice", file: "Invoice", failed: "Could not download the invoice." },
  "credit-note": { button: "Download credit note", file: "Credit-note", failed: "Could not download the credit note." },
} as const

/** "Download invoice" / "Download credit note": a GST document of the order as PDF. */
export function DownloadInvoiceButton({ path, orderNumber, kind = "invoice" }: Props) {
  const labels = LABELS[kind]
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const download = async () => {
    setBusy(true)
    setError(null)
    try {
      await downloadApiFile(path, `${labels.file}-${orderNumber}.pdf`)
    } catch (e) {
      setError((e instanceof Error && e.message) || labels.failed)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button variant="ghost" size="small" onClick={download} disabled={busy}>
        {busy ? "Downloading..." : labels.button}
      </Button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  )
}
