import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { recordMoneyReceived, setPaymentData } from "../../../lib/payments/money-received"

/** An operator confirmed the money: recorded on the payment so our provider lets Medusa capture it; undone if the confirmation fails. */
export const recordMoneyReceivedStep = createStep(
  "record-money-received",
  async (input: { payment_id: string; actor_id?: string | null }, { container }) => {
    const before = await recordMoneyReceived(container, input.payment_id, input.actor_id ?? "shop")
    return new StepResponse(null, { payment_id: input.payment_id, data: before })
  },
  async (undo, { container }) => {
    if (undo) await setPaymentData(container, undo.payment_id, undo.data)
  }
)
