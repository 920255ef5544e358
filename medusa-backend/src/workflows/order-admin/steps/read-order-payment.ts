import { MedusaError } from "@medusajs/framework/utils"
import { orderReadStep } from "./order-read-step"

type PaymentRow = { id: string; captured_at?: unknown; canceled_at?: unknown }
type OrderPayments = { payment_collections?: ({ payments?: (PaymentRow | null)[] | null } | null)[] | null }

/** The order's authorised, not yet captured payment (what an operator's confirmation captures). */
export const readCapturablePaymentStep = orderReadStep<OrderPayments, { payment_id: string }>(
  "read-capturable-payment",
  ["payment_collections.payments.id", "payment_collections.payments.captured_at", "payment_collections.payments.canceled_at"],
  (order) => {
    const payments = (order?.payment_collections ?? []).flatMap((pc) => pc?.payments ?? []).filter((p): p is PaymentRow => !!p)
    const payment = payments.find((p) => !p.captured_at && !p.canceled_at)
    if (!payment) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This order has no payment waiting for confirmation")
    }
    return { payment_id: payment.id }
  }
)
