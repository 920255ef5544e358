import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type PaymentRow = { id: string; captured_at?: unknown; canceled_at?: unknown }

/** The order's authorised, not yet captured payment (what an operator's confirmation captures). */
export const readCapturablePaymentStep = createStep(
  "read-capturable-payment",
  async (input: { order_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ["id", "payment_collections.payments.id", "payment_collections.payments.captured_at", "payment_collections.payments.canceled_at"],
      filters: { id: input.order_id },
    })
    const payments = ((data[0]?.payment_collections ?? []) as ({ payments?: (PaymentRow | null)[] } | null)[])
      .flatMap((pc) => pc?.payments ?? [])
      .filter((p): p is PaymentRow => !!p)
    const payment = payments.find((p) => !p.captured_at && !p.canceled_at)
    if (!payment) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This order has no payment waiting for confirmation")
    }
    return new StepResponse({ payment_id: payment.id })
  }
)
