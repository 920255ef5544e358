import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, Heading, Input, Label, Select, Text, toast } from "@medusajs/ui"
import { useCallback, useEffect, useState } from "react"
import { downloadFile } from "../lib/download-file"
import { errorText, sdk } from "../lib/sdk"

type Ndr = { orderId: string; orderNumber: string; awb: string; attempts: number; reason: string | null; ageHours: number | null }

/** Today to seven days ahead, by the calendar in India (the server checks the same). */
const nextDays = () => Array.from({ length: 8 }, (_, i) => new Date(Date.now() + 330 * 60_000 + i * 86_400_000).toISOString().slice(0, 10))

/**
 * The order's courier parcel (issue 44) on Medusa's order page, through the shop's own operator routes
 * the dashboard uses: Book shipment (POST /api/admin/orders/{id}/shipment, createOrderFulfillmentWorkflow),
 * the label PDF, and, after a failed delivery attempt, the answer to the courier
 * (POST /api/admin/ndr/{awb}/action: deliver again on a day, to a corrected phone or address line, or return).
 */
const OrderCourierWidget = ({ data }: DetailWidgetProps<AdminOrder>) => {
  const [ndr, setNdr] = useState<Ndr | null>(null)
  const [form, setForm] = useState({ action: "reattempt", deferredDate: "", phone: "", address: "" })
  const [busy, setBusy] = useState(false)
  const base = `/api/admin/orders/${data.id}/shipment`

  const load = useCallback(async () => {
    try {
      const { ndr: list } = await sdk.client.fetch<{ ndr: Ndr[] }>("/api/admin/ndr")
      setNdr(list.find((n) => n.orderId === data.id) ?? null)
    } catch (e) {
      toast.error(errorText(e))
    }
  }, [data.id])
  useEffect(() => {
    void load()
  }, [load])

  const run = async (work: () => Promise<string>) => {
    setBusy(true)
    try {
      toast.success(await work())
      await load()
    } catch (e) {
      toast.error(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  const book = () =>
    run(async () => (await sdk.client.fetch<{ message?: string }>(base, { method: "POST" }), "Shipment booked with the courier"))
  const label = () => run(async () => (await downloadFile(`${base}/label`, `label-${data.display_id}.pdf`), "Label downloaded"))
  const answer = (awb: string) =>
    run(async () => {
      const reattempt = form.action === "reattempt"
      const body = {
        action: form.action,
        ...(reattempt && form.deferredDate ? { deferredDate: form.deferredDate } : {}),
        ...(reattempt && form.phone.trim() ? { phone: form.phone.trim() } : {}),
        ...(reattempt && form.address.trim() ? { address: form.address.trim() } : {}),
      }
      await sdk.client.fetch(`/api/admin/ndr/${encodeURIComponent(awb)}/action`, { method: "POST", body })
      return reattempt ? "Re-attempt asked of the courier" : "Return asked of the courier"
    })

  return (
    <Container className="divide-y p-0" data-testid="sugandh-courier-widget">
      <div className="px-6 py-4">
        <Heading level="h2">Courier</Heading>
        <Text size="xsmall" className="text-ui-fg-subtle">
          Booked through the courier's shipping option; scans arrive by the courier's webhook.
        </Text>
      </div>
      <div className="flex gap-2 px-6 py-4">
        <Button size="small" variant="secondary" disabled={busy} onClick={() => void book()}>
          Book shipment
        </Button>
        <Button size="small" variant="secondary" disabled={busy} onClick={() => void label()}>
          Label PDF
        </Button>
      </div>
      {ndr && (
        <div className="flex flex-col gap-2 px-6 py-4" data-testid="sugandh-ndr">
          <Text size="small" weight="plus">
            Delivery failed: AWB {ndr.awb}, {ndr.attempts} {ndr.attempts === 1 ? "attempt" : "attempts"}
          </Text>
          <Text size="small" className="text-ui-fg-subtle">
            {ndr.reason ?? "No reason given by the courier"}
          </Text>
          <Select value={form.action} onValueChange={(action) => setForm((f) => ({ ...f, action }))}>
            <Select.Trigger aria-label="Answer">
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value="reattempt">Deliver again</Select.Item>
              <Select.Item value="return">Return to us</Select.Item>
            </Select.Content>
          </Select>
          {form.action === "reattempt" && (
            <>
              <Label size="small">Day</Label>
              <Select
                value={form.deferredDate || "next"}
                onValueChange={(d) => setForm((f) => ({ ...f, deferredDate: d === "next" ? "" : d }))}
              >
                <Select.Trigger aria-label="Day">
                  <Select.Value />
                </Select.Trigger>
                <Select.Content>
                  <Select.Item value="next">Next working day</Select.Item>
                  {nextDays().map((d) => (
                    <Select.Item key={d} value={d}>
                      {d}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select>
              <Input
                size="small"
                aria-label="Phone"
                placeholder="Phone"
                value={form.phone}
                onChange={(e) => setForm((f) => ({ ...f, phone: e.target.value }))}
              />
              <Input
                size="small"
                aria-label="Address line"
                placeholder="Address line"
                value={form.address}
                onChange={(e) => setForm((f) => ({ ...f, address: e.target.value }))}
              />
            </>
          )}
          <Button size="small" disabled={busy} onClick={() => void answer(ndr.awb)}>
            Ask the courier
          </Button>
        </div>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details.side.after",
})

export default OrderCourierWidget
