import { methodForProviderId } from "../../modules/providers/payment-manual-upi/methods"
import { amount as rupees } from "../orders/to-order-view"
import { readOrder } from "../orders/read-orders"

/**
 * How much of an order's money can still be sent back, and on which payment
 * (decisions D2). Pure rules below; `readOrderPayments` reads what they need.
 */

export type PaymentMoney = {
  id: string
  providerId: string
  captured: number
  refunded: number
  canceled: boolean
}

/** Rupees to paise and back: sums of money in whole paise, never floating rupees. */
const paise = (rupees: number) => Math.round(rupees * 100)

/**
 * The payment a refund is recorded on: the captured one with the most left
 * after its refunds and the refunds already due on it. Null when nothing
 * captured is left. `dueByPayment` holds the rupees of refunds due not yet paid.
 */
export function refundablePayment(
  payments: PaymentMoney[],
  dueByPayment: Record<string, number>
): { payment: PaymentMoney; available: number } | null {
  const left = payments
    .filter((p) => !p.canceled)
    .map((p) => ({ payment: p, available: (paise(p.captured) - paise(p.refunded) - paise(dueByPayment[p.id] ?? 0)) / 100 }))
    .filter((p) => p.available > 0)
    .sort((a, b) => b.available - a.available)
  return left[0] ?? null
}

/** A manual payment's refund waits for the operator (refund due); any other provider is a gateway refunded at once. */
export const isManualProvider = (providerId: string) => methodForProviderId(providerId) !== null

/** Rupees with at most two decimals, more than zero. */
export const isMoneyAmount = (value: number) => Number.isFinite(value) && value > 0 && Math.abs(paise(value) - value * 100) < 1e-6

type Row = {
  id: string
  payment_collections?: ({
    payments?: ({
      id: string
      provider_id: string
      canceled_at?: unknown
      captures?: ({ amount: unknown } | null)[] | null
      refunds?: ({ amount: unknown } | null)[] | null
    } | null)[]
  } | null)[]
}

const total = (rows: ({ amount: unknown } | null)[] | null | undefined) =>
  (rows ?? []).reduce((sum, r) => sum + paise(rupees((r?.amount ?? 0) as number)), 0) / 100

/** The order's payments with what each captured and refunded, in rupees; null when there is no such order. */
export async function readOrderPayments(container: { resolve: (key: string) => unknown }, orderId: string): Promise<PaymentMoney[] | null> {
  const order = await readOrder<Row>(container, orderId, [
    "id",
    "payment_collections.payments.id",
    "payment_collections.payments.provider_id",
    "payment_collections.payments.canceled_at",
    "payment_collections.payments.captures.amount",
    "payment_collections.payments.refunds.amount",
  ])
  if (!order) return null
  return (order.payment_collections ?? [])
    .flatMap((pc) => pc?.payments ?? [])
    .filter((p): p is NonNullable<typeof p> => !!p)
    .map((p) => ({
      id: p.id,
      providerId: p.provider_id,
      captured: total(p.captures),
      refunded: total(p.refunds),
      canceled: !!p.canceled_at,
    }))
}
