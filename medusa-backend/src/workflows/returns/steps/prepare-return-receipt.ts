import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { invalidInput, type FieldError } from "../../../lib/errors"
import { readReturn } from "../../../lib/returns/read-returns"
import { readOrderReturnFacts } from "../../../lib/returns/order-return-facts"

export type PrepareReturnReceiptInput = {
  return_id: string
  order_id: string
  items: { line: number; accepted: number; damaged: number }[]
}
export type PreparedReturnReceipt = { accepted: { id: string; quantity: number }[]; damaged: { id: string; quantity: number }[] }

/**
 * The operator's per-line check as Medusa's items: accepted units go back
 * to stock, damaged ones are written off. Each line must be on the return,
 * accepted + damaged at most what the return asked for, at least one unit.
 */
export const prepareReturnReceiptStep = createStep(
  "prepare-return-receipt",
  async (input: PrepareReturnReceiptInput, { container }): Promise<StepResponse<PreparedReturnReceipt>> => {
    const [found, facts] = await Promise.all([readReturn(container, input.return_id), readOrderReturnFacts(container, input.order_id)])
    const errors: FieldError[] = []
    const accepted: PreparedReturnReceipt["accepted"] = []
    const damaged: PreparedReturnReceipt["damaged"] = []
    input.items.forEach((want, i) => {
      const onReturn = found?.items.find((l) => l.line === want.line)
      const itemId = facts?.lines.find((l) => l.line === want.line)?.itemId
      if (!onReturn || !itemId) return errors.push({ msg: `Line ${want.line} is not on this return`, path: `items.${i}.line` })
      const left = onReturn.quantity - onReturn.received - onReturn.damaged
      if (want.accepted + want.damaged > left) {
        return errors.push({ msg: `Line ${want.line}: at most ${left} unit(s) were sent back`, path: `items.${i}.accepted` })
      }
      if (want.accepted > 0) accepted.push({ id: itemId, quantity: want.accepted })
      if (want.damaged > 0) damaged.push({ id: itemId, quantity: want.damaged })
    })
    if (!errors.length && !accepted.length && !damaged.length) errors.push({ msg: "Receive at least one unit", path: "items" })
    if (errors.length) throw invalidInput(errors[0].msg, errors)
    return new StepResponse({ accepted, damaged })
  }
)
