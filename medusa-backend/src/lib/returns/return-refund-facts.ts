import { storedContent } from "../invoices/tax-document"
import { reasonFlags, returnPolicySettings } from "./policy"
import { readReturns } from "./read-returns"
import type { ReturnRefundFacts } from "./refund-amount"
import { INVOICE_MODULE } from "../../modules/invoice"
import type InvoiceModuleService from "../../modules/invoice/service"

type Resolver = { resolve: (key: string) => unknown }

/**
 * What the refund of a received return is computed from (lib/returns/refund-amount): the
 * return's received and written-off units per line, what the invoice says was paid for those
 * lines and for shipping (the same lines the credit note reduces; Medusa's own item totals change
 * once goods are returned), whether another return already took the shipping, the reason and the
 * pickup fee. Null when there is no such return or the order has no invoice.
 */
export async function readReturnRefundFacts(
  container: Resolver,
  returnId: string
): Promise<(ReturnRefundFacts & { orderId: string }) | null> {
  const [ret] = await readReturns(container, { id: returnId })
  if (!ret) return null
  const invoices = container.resolve(INVOICE_MODULE) as InvoiceModuleService
  const [invoice] = await invoices.listTaxDocuments({ order_id: ret.orderId, kind: "invoice" }, { take: 1 })
  if (!invoice) return null
  const content = storedContent(invoice)
  const others = (await readReturns(container, { order_id: ret.orderId })).filter((r) => r.id !== ret.id)
  return {
    orderId: ret.orderId,
    lines: ret.items.map((l) => {
      const line = content.lines[l.line - 1]
      return { line: l.line, paidTotal: line?.gross ?? 0, quantity: line?.quantity ?? 0, units: l.received + l.damaged }
    }),
    shipping: content.shipping?.gross ?? 0,
    shippingAlreadyRefunded: others.some((r) => r.refundShipping),
    reason: reasonFlags(ret.reason?.value),
    pickupFee: returnPolicySettings().pickupFee,
  }
}
