import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { RefundPayee } from "@sugandh/contract"
import { conflict, notFound } from "../../../lib/errors"
import { NOT_INVOICED_MESSAGE } from "../../../lib/invoices/issue-tax-document"
import { returnRefundAmount, type ReturnRefund } from "../../../lib/returns/refund-amount"
import { readReturnRefundFacts } from "../../../lib/returns/return-refund-facts"
import { readReturnRow } from "../../../lib/returns/read-returns"
import { RETURN_META } from "../../../lib/returns/return-answer"

export type PreparedReturnRefund = ReturnRefund & { order_id: string; refund_to: RefundPayee | null }

/** The refund of a received return (lib/returns/refund-amount) and the payee the shopper gave with it. */
export const prepareReturnRefundStep = createStep(
  "prepare-return-refund",
  async (input: { return_id: string }, { container }): Promise<StepResponse<PreparedReturnRefund>> => {
    const [facts, row] = await Promise.all([readReturnRefundFacts(container, input.return_id), readReturnRow(container, input.return_id)])
    if (!row) throw notFound("Return not found")
    if (!facts) throw conflict(NOT_INVOICED_MESSAGE)
    const payee = (row.metadata ?? {})[RETURN_META.refundTo] as RefundPayee | undefined
    return new StepResponse({ ...returnRefundAmount(facts), order_id: facts.orderId, refund_to: payee ?? null })
  }
)
