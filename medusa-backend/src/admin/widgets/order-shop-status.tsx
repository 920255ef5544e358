import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Heading, Input, Label, Text, toast, usePrompt } from "@medusajs/ui"
import { useCallback, useEffect, useState } from "react"
import { errorText, sdk } from "../lib/sdk"
import type { ShopOrder } from "../lib/types"

const STATUS_COLOURS: Record<ShopOrder["orderStatus"], "orange" | "blue" | "purple" | "green" | "red"> = {
  pending: "orange",
  processing: "blue",
  shipped: "purple",
  delivered: "green",
  cancelled: "red",
}
const METHOD_LABELS: Record<string, string> = {
  "qr-code": "QR Code (UPI)",
  "bank-transfer": "Bank Transfer",
  cod: "Cash on Delivery",
  online: "Paid online (Razorpay)",
}
const inr = (n: number) => `₹${n.toFixed(2)}`
const capital = (s: string) => (s.charAt(0).toUpperCase() + s.slice(1)).replace(/-/g, " ")

/**
 * The shop's view of an order beside Medusa's (requirements MAD-04): payment method, the shop's
 * status, and the operator's two actions, running the same workflows as
 * /api/admin/orders/{id}/confirm and /tracking.
 */
const OrderShopStatusWidget = ({ data }: DetailWidgetProps<AdminOrder>) => {
  const [order, setOrder] = useState<ShopOrder | null>(null)
  const [busy, setBusy] = useState(false)
  const [shipping, setShipping] = useState(false)
  // Medusa's own cards on this page keep their loaded state until a reload.
  const [changed, setChanged] = useState(false)
  const [tracking, setTracking] = useState({ trackingNumber: "", trackingUrl: "", estimatedDelivery: "" })
  const prompt = usePrompt()

  const load = useCallback(async () => {
    try {
      const res = await sdk.client.fetch<{ order: ShopOrder }>(`/api/admin/orders/${data.id}`)
      setOrder(res.order)
    } catch (e) {
      toast.error(errorText(e))
    }
  }, [data.id])

  useEffect(() => {
    void load()
  }, [load])

  /** One of the operator's order changes (PUT /api/admin/orders/{id}/{action}): the order as the server answers it, or its refusal. */
  const change = async (action: string, body: Record<string, unknown>, success: string): Promise<boolean> => {
    setBusy(true)
    try {
      const res = await sdk.client.fetch<{ order: ShopOrder }>(`/api/admin/orders/${data.id}/${action}`, { method: "PUT", body })
      setOrder(res.order)
      setChanged(true)
      toast.success(success)
      return true
    } catch (e) {
      toast.error(errorText(e))
      return false
    } finally {
      setBusy(false)
    }
  }

  const confirm = async () => {
    const ok = await prompt({
      title: "Confirm payment",
      description: "Confirm this order? This will send a confirmation email to the customer.",
      confirmText: "Confirm",
      cancelText: "Cancel",
    })
    if (ok) await change("confirm", {}, "Order confirmed successfully! Confirmation email sent to customer.")
  }

  /** Cash on delivery: the operator confirms the order after calling the shopper; it may ship from then on. */
  const confirmCod = () => change("cod-confirmation", {}, "Cash on delivery order confirmed. It can be shipped now.")

  const ship = async () => {
    if (!tracking.trackingNumber.trim()) {
      toast.error("Tracking number is required")
      return
    }
    const body = {
      trackingNumber: tracking.trackingNumber.trim(),
      trackingUrl: tracking.trackingUrl.trim() || null,
      estimatedDelivery: tracking.estimatedDelivery.trim() || null,
    }
    if (await change("tracking", body, "Tracking information added successfully! Customer has been notified via email.")) setShipping(false)
  }

  // Capturing the payment: a prepaid order's transfer seen, or a delivered COD order's cash collected.
  const confirmLabel =
    order?.orderStatus === "pending" && order.paymentMethod !== "cod"
      ? "Confirm payment"
      : order?.paymentMethod === "cod" && order.orderStatus === "delivered" && order.paymentStatus === "pending"
        ? "Cash collected"
        : null

  return (
    <Container className="divide-y p-0" data-testid="sugandh-order-widget">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">Shop status</Heading>
        {order ? (
          <span data-testid="shop-order-status">
            <Badge color={STATUS_COLOURS[order.orderStatus]}>{capital(order.orderStatus)}</Badge>
          </span>
        ) : null}
      </div>
      {order ? (
        <div className="flex flex-col gap-2 px-6 py-4">
          <Row label="Order" value={order.orderNumber} />
          <Row label="Payment method" value={order.paymentMethod ? (METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod) : "—"} />
          <Row label="Payment" value={capital(order.paymentStatus)} testId="shop-payment-status" />
          {/* Medusa's summary lists "Order Total" and "Tax Total" before the discount; the shopper pays, and the invoice shows, these. */}
          <Row
            label="Total after discount"
            value={`${inr(order.total)}${order.tax !== undefined ? ` (GST ${inr(order.tax)} included)` : ""}`}
            testId="shop-total"
          />
          {order.amountPaid !== undefined ? <Row label="Paid" value={inr(order.amountPaid)} testId="shop-amount-paid" /> : null}
          {order.amountDue ? <Row label="Still owed" value={inr(order.amountDue)} testId="shop-amount-due" /> : null}
          {order.cancelReason ? <Row label="Cancelled because" value={order.cancelReason} testId="shop-cancel-reason" /> : null}
          {(order.gatewayPayments ?? [])
            .filter((p) => p.flagged)
            .map((p) => (
              <Row
                key={p.gatewayPaymentId}
                label="Check in Razorpay"
                value={`${p.gatewayPaymentId} not captured: ${p.flagged}`}
                testId="shop-gateway-flag"
              />
            ))}
          {order.shippingAddress ? (
            <Row
              label="Place of supply"
              value={`${order.shippingAddress.state || "—"}${order.shippingAddress.stateCode ? ` (${order.shippingAddress.stateCode})` : ""}, PIN ${order.shippingAddress.zipCode}`}
            />
          ) : null}
          {order.orderStatus === "pending" ? (
            <Row
              label="Payment reference"
              value={order.paymentReference ? `${order.paymentReference} (submitted, awaiting confirmation)` : "Awaiting payment"}
              testId="shop-payment-reference"
            />
          ) : order.paymentReference ? (
            <Row label="Payment reference" value={order.paymentReference} testId="shop-payment-reference" />
          ) : null}
          {order.paymentMethod === "cod" ? (
            <Row
              label="COD"
              value={`${order.codConfirmedAt ? "Confirmed" : order.orderStatus === "cancelled" ? "Not confirmed" : "Awaiting confirmation"} · fee ₹${(order.codFee ?? 0).toFixed(2)}`}
              testId="shop-cod"
            />
          ) : null}
          {order.giftWrap > 0 ? <Row label="Gift wrap" value={`Yes (₹${order.giftWrap.toFixed(2)})`} testId="shop-gift-wrap" /> : null}
          {order.giftWrap > 0 && order.giftMessage ? (
            <Row label="Gift message" value={order.giftMessage} testId="shop-gift-message" />
          ) : null}
          {order.trackingNumber ? <Row label="Tracking" value={order.trackingNumber} /> : null}
          {order.estimatedDelivery ? <Row label="Estimated delivery" value={order.estimatedDelivery.slice(0, 10)} /> : null}
        </div>
      ) : (
        <Text size="small" className="text-ui-fg-subtle px-6 py-4">
          Loading…
        </Text>
      )}
      {changed ? (
        <Text size="xsmall" className="text-ui-fg-muted px-6 py-3">
          Reload the page to see the payment and fulfilment in Medusa's own cards.
        </Text>
      ) : null}
      {confirmLabel ? (
        <div className="px-6 py-4">
          <Button size="small" isLoading={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </div>
      ) : null}
      {order?.paymentStatus === "awaiting-confirmation" ? (
        <div className="flex flex-col gap-2 px-6 py-4">
          {order.codHistory ? (
            // The account's record beside the button (issue 43): an RTO-heavy account is worth a call first.
            <Text size="small" className="text-ui-fg-subtle" data-testid="shop-cod-history">
              {order.codHistory.total <= 1
                ? "First cash on delivery order of this account"
                : `COD history: ${order.codHistory.delivered} delivered · ${order.codHistory.returnedUndelivered} returned undelivered (RTO) · ${order.codHistory.cancelled} cancelled · ${order.codHistory.shipped} on the way · ${order.codHistory.open} open (${order.codHistory.total} in all)`}
            </Text>
          ) : null}
          <div>
            <Button size="small" isLoading={busy} onClick={confirmCod} data-testid="shop-confirm-cod">
              Confirm COD order
            </Button>
          </div>
        </div>
      ) : null}
      {order?.orderStatus === "processing" ? (
        <div className="flex flex-col gap-3 px-6 py-4">
          {shipping ? (
            <>
              <Field
                id="tracking-number"
                label="Tracking number"
                value={tracking.trackingNumber}
                onChange={(v) => setTracking((t) => ({ ...t, trackingNumber: v }))}
              />
              <Field
                id="tracking-url"
                label="Tracking URL (optional)"
                value={tracking.trackingUrl}
                onChange={(v) => setTracking((t) => ({ ...t, trackingUrl: v }))}
              />
              <Field
                id="estimated-delivery"
                label="Estimated delivery (YYYY-MM-DD, optional)"
                value={tracking.estimatedDelivery}
                onChange={(v) => setTracking((t) => ({ ...t, estimatedDelivery: v }))}
              />
              <div className="flex gap-2">
                <Button size="small" isLoading={busy} onClick={ship}>
                  Ship order
                </Button>
                <Button size="small" variant="secondary" disabled={busy} onClick={() => setShipping(false)}>
                  Cancel
                </Button>
              </div>
            </>
          ) : (
            <Button size="small" onClick={() => setShipping(true)}>
              Ship with tracking
            </Button>
          )}
        </div>
      ) : null}
    </Container>
  )
}

const Row = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <div className="flex justify-between gap-4">
    <Text size="small" className="text-ui-fg-subtle">
      {label}
    </Text>
    <Text size="small" data-testid={testId}>
      {value}
    </Text>
  </div>
)

const Field = ({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) => (
  <div className="flex flex-col gap-1">
    <Label htmlFor={id} size="small">
      {label}
    </Label>
    <Input id={id} size="small" value={value} onChange={(e) => onChange(e.target.value)} />
  </div>
)

export const config = defineWidgetConfig({
  zone: "order.details.side.before",
})

export default OrderShopStatusWidget
