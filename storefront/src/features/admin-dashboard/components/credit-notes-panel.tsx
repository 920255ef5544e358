import { useState, type FormEvent } from "react"
import { useQuery } from "@tanstack/react-query"
import { Button } from "@/components/ui/button"
import { SelectField, TextField } from "@/components/ui/fields"
import { DownloadInvoiceButton } from "@/components/invoice/download-invoice-button"
import { apiErrorText } from "@/lib/api"
import { creditNotesQuery } from "../api/queries"
import { useIssueCreditNote } from "../api/mutations"
import type { AdminOrder, CreditNotesView } from "../types"
import ui from "./admin.module.css"

const rupees = (n: number) => `₹${n.toFixed(2)}`

/**
 * View Details › Credit notes: the GST credit notes of an invoiced order
 * (each downloadable) and a partial one for a damaged or returned line
 * (units or an amount) and/or the shipping, with the reason printed on it.
 */
export function CreditNotesPanel({ order }: { order: AdminOrder }) {
  const { data } = useQuery(creditNotesQuery(order._id))
  if (!data?.invoice) return null
  return (
    <section aria-labelledby="details-credit-notes" data-testid="admin-credit-notes">
      <h3 id="details-credit-notes" className={ui.heading}>
        Credit notes
      </h3>
      <p className={ui.muted}>
        Against invoice {data.invoice.number}; possible until {data.invoice.creditUntil} (CGST Act s.34(2)).
      </p>
      {data.creditNotes.length ? (
        <ul>
          {data.creditNotes.map((n) => (
            <li key={n.id}>
              <span className={ui.strong}>{n.number}</span> · {rupees(n.total)}
              {n.reason ? ` · ${n.reason}` : ""}{" "}
              <DownloadInvoiceButton kind="credit-note" path={`/admin/orders/${order._id}/credit-notes/${n.id}`} orderNumber={n.number} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={ui.muted}>None issued.</p>
      )}
      <CreditNoteForm orderId={order._id} invoice={data.invoice} />
    </section>
  )
}

function CreditNoteForm({ orderId, invoice }: { orderId: string; invoice: NonNullable<CreditNotesView["invoice"]> }) {
  const issue = useIssueCreditNote(orderId)
  const [values, setValues] = useState({ line: String(invoice.lines[0]?.line ?? 1), by: "quantity", value: "", shipping: "", reason: "" })
  const [message, setMessage] = useState<string | null>(null)
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setMessage(null)
    const lines = values.value.trim() ? [{ line: Number(values.line), [values.by]: Number(values.value) }] : []
    const shipping = values.shipping.trim() ? Number(values.shipping) : undefined
    issue.mutate(
      { lines, ...(shipping !== undefined ? { shipping } : {}), reason: values.reason.trim() },
      {
        onSuccess: (answer) => {
          // The contract allows null: the issuing step issued nothing (the view, read again, shows the notes).
          setMessage(answer.creditNote ? `Credit note ${answer.creditNote.number} issued` : null)
          setValues((v) => ({ ...v, value: "", shipping: "", reason: "" }))
        },
        onError: (error) => setMessage(apiErrorText(error, "Could not issue the credit note.")),
      }
    )
  }

  return (
    <form onSubmit={submit} aria-label="Issue a credit note">
      <SelectField label="Invoice line" value={values.line} onChange={set("line")}>
        {invoice.lines.map((l) => (
          <option key={l.line} value={l.line}>
            {`${l.line}. ${l.description} × ${l.quantity} (${rupees(l.amount - l.credited)} left)`}
          </option>
        ))}
      </SelectField>
      <SelectField label="Credit by" value={values.by} onChange={set("by")}>
        <option value="quantity">Units returned</option>
        <option value="amount">Amount (₹)</option>
      </SelectField>
      <TextField
        label={values.by === "quantity" ? "Units" : "Amount (₹)"}
        inputMode="decimal"
        value={values.value}
        onChange={set("value")}
      />
      {invoice.shipping && (
        <TextField
          label={`Shipping to credit (₹, ${rupees(invoice.shipping.amount - invoice.shipping.credited)} left)`}
          inputMode="decimal"
          value={values.shipping}
          onChange={set("shipping")}
        />
      )}
      <TextField label="Reason" required maxLength={200} value={values.reason} onChange={set("reason")} />
      <Button type="submit" size="small" disabled={issue.isPending}>
        {issue.isPending ? "Issuing..." : "Issue credit note"}
      </Button>
      {message && <p role="status">{message}</p>}
    </form>
  )
}
