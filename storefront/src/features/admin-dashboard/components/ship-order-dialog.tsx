import { useQuery } from "@tanstack/react-query"
import { useEffect } from "react"
import { PIN_PATTERN, pincodeQueryOptions } from "@/lib/pincodes"
import { DialogActions, TitledDialog } from "@/components/ui/dialog"
import { TextAreaField, TextField } from "@/components/ui/fields"
import { bindField } from "@/components/ui/bind-field"
import type { AdminOrder, TrackingInput } from "../types"
import { isIsoDay } from "../utils/order-status"
import { CancelSubmit } from "@/components/ui/cancel-submit"
import { useCheckedForm, type FieldErrors } from "../hooks/use-checked-form"

type Props = {
  order: AdminOrder | null
  busy: boolean
  onSubmit: (tracking: TrackingInput) => void
  onCancel: () => void
}

const EMPTY: TrackingInput = { trackingNumber: "", trackingUrl: "", estimatedDelivery: "", note: "" }

/**
 * Ship Order's four questions (requirements ADM-04) as one form instead of four
 * prompts. Without a tracking number nothing is sent: the form says so and
 * Cancel abandons the action.
 */
export function ShipOrderDialog({ order, busy, onSubmit, onCancel }: Props) {
  return (
    <TitledDialog
      open={!!order}
      title={order ? `Ship order ${order.orderNumber}` : "Ship order"}
      onClose={onCancel}
      busy={busy}
      testId="ship-dialog"
    >
      {/* Keyed by order: a fresh form every time it opens. */}
      {order && <ShipForm key={order._id} pin={order.shippingAddress.zipCode} busy={busy} onSubmit={onSubmit} onCancel={onCancel} />}
    </TitledDialog>
  )
}

function checkTracking(values: TrackingInput): FieldErrors<TrackingInput> {
  const errors: FieldErrors<TrackingInput> = {}
  if (!values.trackingNumber.trim()) errors.trackingNumber = "Tracking number is required"
  const url = values.trackingUrl.trim()
  if (url && !/^https?:\/\/\S+$/i.test(url)) errors.trackingUrl = "Tracking URL must start with http:// or https://"
  const day = values.estimatedDelivery.trim()
  if (day && !isIsoDay(day)) errors.estimatedDelivery = "Use the format YYYY-MM-DD"
  return errors
}

function ShipForm({ pin, busy, onSubmit, onCancel }: Omit<Props, "order"> & { pin: string }) {
  const { values, setValues, errors, set, submit } = useCheckedForm(EMPTY, checkTracking, onSubmit)
  // The estimate the shopper was promised: the delivery zone of the order's PIN (the same look-up as the product page's check).
  const zone = useQuery({ ...pincodeQueryOptions(pin), enabled: PIN_PATTERN.test(pin) })
  const promised = zone.data?.serviceable ? zone.data : null
  useEffect(() => {
    const to = promised?.estimatedDelivery?.to
    if (to) setValues((v) => (v.estimatedDelivery ? v : { ...v, estimatedDelivery: to }))
  }, [promised?.estimatedDelivery?.to, setValues])

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label="Tracking number"
        error={errors.trackingNumber}
        {...bindField(values, set, "trackingNumber")}
        required
        aria-required="true"
        data-autofocus
        maxLength={100}
      />
      <TextField
        label="Tracking URL (optional)"
        error={errors.trackingUrl}
        type="url"
        {...bindField(values, set, "trackingUrl")}
        inputMode="url"
        placeholder="https://"
      />
      <TextField
        label="Estimated delivery (optional)"
        hint={
          promised?.deliveryDays
            ? `PIN ${pin}'s delivery zone: ${promised.deliveryDays.min}–${promised.deliveryDays.max} working days.`
            : "Left empty, the server estimates it."
        }
        error={errors.estimatedDelivery}
        type="date"
        {...bindField(values, set, "estimatedDelivery")}
      />
      <TextAreaField label="Note (optional)" {...bindField(values, set, "note")} maxLength={1000} />
      <DialogActions>
        <CancelSubmit onCancel={onCancel} busy={busy} submitText="Ship Order" busyText="Shipping..." />
      </DialogActions>
    </form>
  )
}
