import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { RefundPayee } from "@sugandh/contract"
import { conflict, notFound } from "../../../lib/errors"
import { NOT_INVOICED_MESSAGE } from "../../../lib/invoices/issue-tax-document"
import { returnRefundAmount, type ReturnRefund } from "../../../lib/returns/refund-amount"
import { readReturnRefundFacts } from "../../../lib/returns/return-refund-facts"
import { readReturnRow, returnRefundSource } from "../../../lib/returns/read-returns"
import { readExchangeAnswers } from "../../../lib/returns/exchange-answer"
import { RETURN_META } from "../../../lib/returns/return-answer"

export type PreparedReturnRefund = ReturnRefund & {
  order_id: string
  refund_to: RefundPayee | null
  /** `return:<id>`, or for an exchange's return `exchange-difference:<exchange id>` (D2). */
  source: ReturnType<typeof returnRefundSource>
}

/**
 * The refund of a received return (lib/returns/refund-amount) and the payee the shopper gave with
 * it; for an exchange's return, the difference the shop owes when the new sizes cost less (nothing
 * when they cost as much or more: no shipping, no pickup fee, the goods were swapped).
 */
export const prepareReturnRefundStep = createStep(
  "prepare-return-refund",
  async (input: { return_id: string }, { container }): Promise<StepResponse<PreparedReturnRefund>> => {
    const [facts, row] = await Promise.all([readReturnRefundFacts(container, input.return_id), readReturnRow(container, input.return_id)])
    if (!row) throw notFound("Return not found")
    if (!facts) throw conflict(NOT_INVOICED_MESSAGE)
    const payee = ((row.metadata ?? {})[RETURN_META.refundTo] as RefundPayee | undefined) ?? null
    const source = returnRefundSource(row)
    if (row.exchange_id) {
      const exchange = (await readExchangeAnswers(container, [row])).get(row.id)
      const owed = Math.max(0, -(exchange?.difference ?? 0))
      return new StepResponse({ amount: owed, goods: owed, shipping: 0, pickupFee: 0, order_id: row.order_id, refund_to: payee, source })
    }
    return new StepResponse({ ...returnRefundAmount(facts), order_id: facts.orderId, refund_to: payee, source })
  }
)
