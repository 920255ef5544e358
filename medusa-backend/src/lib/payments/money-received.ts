import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

import { MONEY_RECEIVED, moneyReceived } from "../../modules/providers/payment-manual-upi/received"

export { CAPTURE_BEFORE_MONEY_MESSAGE, MONEY_RECEIVED, moneyReceived } from "../../modules/providers/payment-manual-upi/received"

type Data = Record<string, unknown>

/**
 * Records on the payment (its provider data, which Medusa hands to the
 * provider's capture) that an operator has seen the money: the shop's confirm
 * paths call this right before Medusa's capturePaymentWorkflow. Answers the
 * data as it was, for undoing.
 */
export async function recordMoneyReceived(container: MedusaContainer, paymentId: string, by: string): Promise<Data> {
  const payments = container.resolve(Modules.PAYMENT)
  const [payment] = await payments.listPayments({ id: paymentId }, { select: ["id", "data"] })
  const before = (payment?.data ?? {}) as Data
  if (!moneyReceived(before)) {
    await setPaymentData(container, paymentId, { ...before, [MONEY_RECEIVED.at]: new Date().toISOString(), [MONEY_RECEIVED.by]: by })
  }
  return before
}

/** The payment module's updatePayment writes any column of the payment; its DTO type names only the id. */
export async function setPaymentData(container: MedusaContainer, paymentId: string, data: Data): Promise<void> {
  const payments = container.resolve(Modules.PAYMENT) as unknown as { updatePayment: (d: { id: string; data: Data }) => Promise<unknown> }
  await payments.updatePayment({ id: paymentId, data })
}
