import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { codSettings, COD_MESSAGES } from "../../../lib/cod/settings"
import { invalidInput } from "../../../lib/errors"

export type CodDeliverableInput = { payment_method: string; pin: string; cod_available: boolean; client_total: number }

/**
 * Cash on delivery only where the PIN's zone allows it and only up to
 * COD_MAX_ORDER (fee included), both 400 on paymentMethod. The client's total
 * is checked here; the place-order workflow places the order only when the
 * server's total equals it. Gives the COD fee the order carries (null for
 * other methods), read once so the check and the fee line agree. Read-only.
 */
export const assertCodDeliverableStep = createStep("assert-cod-deliverable", async (input: CodDeliverableInput) => {
  if (input.payment_method !== "cod") return new StepResponse({ cod_fee: null as number | null })
  const cod = codSettings()
  if (!input.cod_available) {
    const msg = COD_MESSAGES.pinNotCod(input.pin)
    throw invalidInput(msg, [{ msg, path: "paymentMethod" }])
  }
  if (input.client_total > cod.maxOrder) {
    const msg = COD_MESSAGES.overLimit(cod.maxOrder)
    throw invalidInput(msg, [{ msg, path: "paymentMethod" }], { maxOrder: cod.maxOrder })
  }
  return new StepResponse({ cod_fee: cod.fee as number | null })
})
