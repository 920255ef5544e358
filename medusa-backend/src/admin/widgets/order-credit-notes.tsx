import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, Heading, Input, Label, Select, Text, toast } from "@medusajs/ui"
import { useCallback, useEffect, useState } from "react"
import { errorText, sdk } from "../lib/sdk"

type CreditNotesView = {
  invoice: {
    number: string
    creditUntil: string
    lines: { line: number; description: string; quantity: number; amount: number; credited: number }[]
    shipping: { amount: number; credited: number } | null
  } | null
  creditNotes: { id: string; number: string; date: string; total: number; reason: string | null }[]
}

const rupees = (n: number) => `₹${n.toFixed(2)}`

/**
 * GST credit notes of an invoiced order: the ones issued (PDF each), and a
 * partial one for a line (returned units or an amount) and/or the shipping,
 * through the same workflow as the dashboard's (POST /api/admin/orders/{id}/credit-notes).
 */
const OrderCreditNotesWidget = ({ data }: DetailWidgetProps<AdminOrder>) => {
  const [view, setView] = useState<CreditNotesView | null>(null)
  const [form, setForm] = useState({ line: "1", by: "quantity", value: "", shipping: "", reason: "" })
  const [busy, setBusy] = useState(false)
  const path = `/api/admin/orders/${data.id}/credit-notes`

  const load = useCallback(async () => {
    try {
      setView(await sdk.client.fetch<CreditNotesView>(path))
    } catch (e) {
      toast.error(errorText(e))
    }
  }, [path])
  useEffect(() => {
    void load()
  }, [load])

  const issue = async () => {
    const value = Number(form.value)
    const lines = form.value.trim() ? [{ line: Number(form.line), [form.by]: value }] : []
    const shipping = form.shipping.trim() ? Number(form.shipping) : undefined
    setBusy(true)
    try {
      const res = await sdk.client.fetch<CreditNotesView & { creditNote: { number: string } }>(path, {
        method: "POST",
        body: { lines, ...(shipping !== undefined ? { shipping } : {}), reason: form.reason.trim() },
      })
      setView(res)
      setForm((f) => ({ ...f, value: "", shipping: "", reason: "" }))
      toast.success(`Credit note ${res.creditNote.number} issued`)
    } catch (e) {
      toast.error(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  if (!view?.invoice) return null
  const { invoice } = view
  return (
    <Container className="divide-y p-0" data-testid="sugandh-credit-notes-widget">
      <div className="px-6 py-4">
        <Heading level="h2">Credit notes</Heading>
        <Text size="xsmall" className="text-ui-fg-subtle">
          Against invoice {invoice.number}; possible until {invoice.creditUntil} (CGST Act s.34(2)).
        </Text>
      </div>
      <div className="flex flex-col gap-1 px-6 py-4">
        {view.creditNotes.length ? (
          view.creditNotes.map((n) => (
            <div key={n.id} className="flex justify-between gap-2">
              <a className="text-ui-fg-interactive text-small" href={`${path}/${n.id}`}>
                {n.number}
              </a>
              <Text size="small">
                {rupees(n.total)} {n.reason ? `· ${n.reason}` : ""}
              </Text>
            </div>
          ))
        ) : (
          <Text size="small" className="text-ui-fg-subtle">
            None issued.
          </Text>
        )}
      </div>
      <div className="flex flex-col gap-2 px-6 py-4">
        <Label size="small">Line</Label>
        <Select value={form.line} onValueChange={(line) => setForm((f) => ({ ...f, line }))}>
          <Select.Trigger aria-label="Invoice line">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            {invoice.lines.map((l) => (
              <Select.Item key={l.line} value={String(l.line)}>
                {`${l.line}. ${l.description} × ${l.quantity} (${rupees(l.amount - l.credited)} left)`}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
        <Select value={form.by} onValueChange={(by) => setForm((f) => ({ ...f, by }))}>
          <Select.Trigger aria-label="Credit by">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value="quantity">Units returned</Select.Item>
            <Select.Item value="amount">Amount (₹)</Select.Item>
          </Select.Content>
        </Select>
        <Input
          size="small"
          aria-label="Units or amount"
          value={form.value}
          onChange={(e) => setForm((f) => ({ ...f, value: e.target.value }))}
        />
        {invoice.shipping ? (
          <Input
            size="small"
            aria-label="Shipping to credit (₹)"
            placeholder={`Shipping (${rupees(invoice.shipping.amount - invoice.shipping.credited)} left)`}
            value={form.shipping}
            onChange={(e) => setForm((f) => ({ ...f, shipping: e.target.value }))}
          />
        ) : null}
        <Input
          size="small"
          aria-label="Reason"
          placeholder="Reason (printed on the note)"
          value={form.reason}
          onChange={(e) => setForm((f) => ({ ...f, reason: e.target.value }))}
        />
        <Button size="small" isLoading={busy} onClick={issue}>
          Issue credit note
        </Button>
      </div>
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details.side.after",
})

export default OrderCreditNotesWidget
