import { useState } from "react"
import { downloadApiFile } from "@/lib/download-file"

type Props = {
  /** The API path of the PDF, e.g. /auth/orders/{id}/invoice or /admin/orders/{id}/invoice. */
  path: string
  orderNumber: string
}

/** "Download invoice": the GST tax invoice PDF, issued once the payment is confirmed. */
export function DownloadInvoiceButton({ path, orderNumber }: Props) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const download = async () => {
    setBusy(true)
    setError(null)
    try {
      await downloadApiFile(path, `Invoice-${orderNumber}.pdf`)
    } catch (e) {
      setError(e instanceof Error ? e.message : "Could not download the invoice.")
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <button type="button" className="button button--ghost button--small" onClick={download} disabled={busy}>
        {busy ? "Downloading..." : "Download invoice"}
      </button>
      {error && (
        <p className="order-actions__note" role="alert">
          {error}
        </p>
      )}
    </>
  )
}
