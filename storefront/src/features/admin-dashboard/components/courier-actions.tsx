import { useState } from "react"
import { useToast } from "@/components/toast"
import { Button } from "@/components/ui/button"
import { downloadApiFile } from "@/lib/download-file"
import { useBookShipment, useCancelShipment } from "../api/mutations"
import type { AdminOrder } from "../types"
import { canShip } from "../utils/order-status"
import { failureText, successText } from "../utils/messages"

const path = (id: string) => encodeURIComponent(id)

export const COURIER_TEXTS = {
  bookFailed: "Could not book the shipment",
  cancelFailed: "Could not cancel the shipment",
  labelFailed: "Could not download the label",
  manifestFailed: "Could not download the manifest",
  cancelPrompt: "Cancel this shipment with the courier? Only possible before the parcel is picked up.",
} as const

/** Today in India (UTC+5:30), YYYY-MM-DD: the manifest's day, as the server counts it. */
export const istToday = (now = Date.now()) => new Date(now + 330 * 60 * 1000).toISOString().slice(0, 10)

/**
 * An order row's courier buttons (issue 44), beside Ship Order (self-ship stays): "Book shipment" on a
 * processing order with no parcel booked; once booked and not yet picked up, "Label" and "Cancel shipment".
 * The courier's refusals (an unserved PIN, its outage) come back as the server's message in a toast.
 */
export function CourierActions({ order, busy }: { order: AdminOrder; busy: boolean }) {
  const toast = useToast()
  const book = useBookShipment()
  const cancel = useCancelShipment()
  const [downloading, setDownloading] = useState(false)
  const booked = order.courierShipment ?? null
  const pending = busy || book.isPending || cancel.isPending

  const doBook = () =>
    book.mutate(
      { id: order._id },
      {
        onSuccess: (answer) => toast.success(successText(answer, "Shipment booked with the courier")),
        onError: (error) => toast.error(failureText(error, COURIER_TEXTS.bookFailed)),
      }
    )
  const doCancel = () => {
    if (!window.confirm(COURIER_TEXTS.cancelPrompt)) return
    cancel.mutate(
      { id: order._id },
      {
        onSuccess: (answer) => toast.success(successText(answer, "Shipment cancelled with the courier")),
        onError: (error) => toast.error(failureText(error, COURIER_TEXTS.cancelFailed)),
      }
    )
  }
  const doLabel = async () => {
    if (!booked) return
    setDownloading(true)
    try {
      await downloadApiFile(`/admin/orders/${path(order._id)}/shipment/label`, `Label-${order.orderNumber}-${booked.awb}.pdf`)
    } catch (error) {
      toast.error(failureText(error, COURIER_TEXTS.labelFailed))
    } finally {
      setDownloading(false)
    }
  }

  if (!booked) {
    if (!canShip(order.orderStatus)) return null
    return (
      <Button size="small" onClick={doBook} disabled={pending} data-testid="admin-book-shipment">
        {book.isPending ? "Booking..." : "Book shipment"}
      </Button>
    )
  }
  if (booked.shipped) return null
  return (
    <>
      <span data-testid="admin-courier-awb">
        {booked.courierName ?? "Courier"} · AWB {booked.awb}
      </span>
      <Button variant="ghost" size="small" onClick={() => void doLabel()} disabled={downloading} data-testid="admin-shipment-label">
        {downloading ? "Downloading..." : "Label"}
      </Button>
      <Button variant="ghost" size="small" onClick={doCancel} disabled={pending} data-testid="admin-cancel-shipment">
        {cancel.isPending ? "Cancelling..." : "Cancel shipment"}
      </Button>
    </>
  )
}

/** "Manifest": the PDF the pickup agent signs, of today's (IST) courier bookings. */
export function ManifestButton() {
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    const day = istToday()
    try {
      await downloadApiFile(`/admin/shipments/manifest?date=${day}`, `Manifest-${day}.pdf`)
    } catch (error) {
      toast.error(failureText(error, COURIER_TEXTS.manifestFailed))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="ghost" size="small" onClick={() => void download()} disabled={busy} data-testid="admin-manifest">
      {busy ? "Downloading..." : "Manifest"}
    </Button>
  )
}
