import { inInvoiceOrder } from "../invoices/invoice-order"
import { readOrder } from "../orders/read-orders"
import { amount } from "../orders/to-spec-order"
import { reasonFlags, returnPolicySettings } from "./policy"
import { readReturns } from "./read-returns"
import type { ReturnRefundFacts } from "./refund-amount"

type Resolver = { resolve: (key: string) => unknown }

/**
 * What the refund of a received return is computed from (lib/returns/refund-amount): the
 * return's received and written-off units per line, what the order paid for those lines and its
 * shipping, whether another return of the order already took the shipping, the reason and the fee.
 */
export async function readReturnRefundFacts(container: Resolver, returnId: string): Promise<(ReturnRefundFacts & { orderId: string }) | null> {
  const [ret] = await readReturns(container, { id: returnId })
  if (!ret) return null
  const order = await readOrder<{
    items?: ({ id: string; created_at?: unknown; quantity: unknown; total: unknown } | null)[]
    shipping_methods?: ({ total: unknown } | null)[]
  }>(container, ret.orderId, ["items.id", "items.created_at", "items.quantity", "items.total", "shipping_methods.total"])
  const items = inInvoiceOrder(order?.items ?? [])
  const others = (await readReturns(container, { order_id: ret.orderId })).filter((r) => r.id !== ret.id)
  return {
    orderId: ret.orderId,
    lines: ret.items.map((l) => {
      const item = items[l.line - 1]
      return { line: l.line, paidTotal: amount(item?.total as number), quantity: amount(item?.quantity as number), units: l.received + l.damaged }
    }),
    shipping: (order?.shipping_methods ?? []).reduce((sum, m) => sum + amount(m?.total as number), 0),
    shippingAlreadyRefunded: others.some((r) => r.refundShipping),
    reason: reasonFlags(ret.reason?.value),
    pickupFee: returnPolicySettings().pickupFee,
  }
}
