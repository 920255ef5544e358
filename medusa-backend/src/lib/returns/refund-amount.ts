import type { ReturnReasonFlags } from "./policy"

/**
 * What a received return refunds (issue 45): each returned unit at what the
 * shopper paid for it (the line's total after discounts, per unit), the
 * order's shipping when the reason refunds it and no earlier return took it,
 * less the reverse pickup fee for changed-my-mind; never below zero. In
 * paise, so sums of rupees never drift.
 */
export type ReturnRefundFacts = {
  lines: { line: number; paidTotal: number; quantity: number; units: number }[]
  shipping: number
  shippingAlreadyRefunded: boolean
  reason: ReturnReasonFlags
  pickupFee: number
}

export type ReturnRefund = { amount: number; goods: number; shipping: number; pickupFee: number }

const paise = (rupees: number) => Math.round(rupees * 100)

export function returnRefundAmount(facts: ReturnRefundFacts): ReturnRefund {
  let goods = 0
  for (const l of facts.lines) {
    if (l.units <= 0 || l.quantity <= 0) continue
    // All units of the line: exactly its total (no rounding left over); else its share.
    goods += l.units >= l.quantity ? paise(l.paidTotal) : Math.round((paise(l.paidTotal) * l.units) / l.quantity)
  }
  const shipping = facts.reason.refundsShipping && !facts.shippingAlreadyRefunded && goods > 0 ? paise(facts.shipping) : 0
  const fee = facts.reason.chargesPickupFee ? Math.min(paise(facts.pickupFee), goods + shipping) : 0
  return { amount: (goods + shipping - fee) / 100, goods: goods / 100, shipping: shipping / 100, pickupFee: fee / 100 }
}
