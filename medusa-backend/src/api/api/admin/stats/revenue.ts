import { BigNumber, MathBN } from "@medusajs/framework/utils"

type Amount = { amount?: unknown } | null
type Payment = { captures?: Amount[] | null; refunds?: Amount[] | null } | null
export type OrderForRevenue = {
  status?: string | null
  payment_collections?: ({ payments?: Payment[] | null } | null)[] | null
}

const value = (amount: unknown): BigNumber => new BigNumber((amount ?? 0) as number)

/**
 * Money the shop really has: captured payments less refunds, over orders that
 * are not cancelled. An authorised but unconfirmed payment (pending order)
 * counts nothing. Summed with MathBN so paise never drift.
 */
export function revenueOf(orders: OrderForRevenue[]): number {
  let total = MathBN.convert(0)
  for (const order of orders) {
    if (order.status === "canceled" || order.status === "draft") continue
    for (const collection of order.payment_collections ?? []) {
      for (const payment of collection?.payments ?? []) {
        for (const capture of payment?.captures ?? []) total = MathBN.add(total, value(capture?.amount))
        for (const refund of payment?.refunds ?? []) total = MathBN.sub(total, value(refund?.amount))
      }
    }
  }
  return Math.round(total.toNumber() * 100) / 100
}
