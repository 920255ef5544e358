import type { MedusaContainer } from "@medusajs/framework/types"
import { issueTaxDocument, type IssuedRef } from "./issue-tax-document"
import { readReturns } from "../returns/read-returns"
import { reasonFlags } from "../returns/policy"
import { readOrder } from "../orders/read-orders"
import { amount } from "../orders/to-order-view"

/** The credit note's key for a return's goods (D2): one note per return, whichever path received it. */
export const returnReference = (returnId: string) => `return:${returnId}`

/**
 * The credit note for a received return (decisions D2): the invoice lines
 * by the units received or written off, plus the order's shipping when the
 * reason refunds it and no other return's note took it. Issued when Medusa
 * records the receipt (order.return_received), from the shop's dashboard or
 * Medusa's admin alike; the refund that follows links to it instead of
 * spreading its amount (lib/invoices/refund-credit-note). Null when the order
 * has no invoice or nothing was received.
 */
export async function issueReturnCreditNote(container: MedusaContainer, returnId: string): Promise<IssuedRef> {
  const [ret] = await readReturns(container, { id: returnId })
  if (!ret) return null
  const lines = ret.items
    .filter((l) => l.line > 0 && l.received + l.damaged > 0)
    .map((l) => ({ line: l.line, quantity: l.received + l.damaged }))
  if (!lines.length) return null
  let shipping: number | undefined
  if (reasonFlags(ret.reason?.value).refundsShipping) {
    const others = (await readReturns(container, { order_id: ret.orderId })).filter((r) => r.id !== ret.id && r.refundShipping)
    const order = await readOrder<{ shipping_methods?: ({ total: unknown } | null)[] }>(container, ret.orderId, [
      "id",
      "total",
      "shipping_methods.total",
    ])
    const total = (order?.shipping_methods ?? []).reduce((sum, m) => sum + amount(m?.total as number), 0)
    if (!others.length && total > 0) shipping = total
  }
  return issueTaxDocument(container, {
    order_id: ret.orderId,
    kind: "credit_note",
    credit: {
      request: { kind: "partial", lines, ...(shipping ? { shipping } : {}) },
      reason: `Goods returned: ${ret.reason?.label ?? "return"}`,
      reference: returnReference(ret.id),
    },
  })
}
