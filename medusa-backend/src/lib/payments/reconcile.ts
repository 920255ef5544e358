import { normalizePaymentReference } from "../orders/payment-reference"
import type { StatementCredit } from "./statement"

/** A pending order as reconciliation needs it. */
export type PendingOrderForMatch = {
  id: string
  orderNumber: string
  total: number
  paymentReference: string | null
  createdAt: string
  customerName: string
}

type MatchedCredit = { credit: StatementCredit; order: PendingOrderForMatch; matchedBy: "reference" | "order-number" }
type AmountMismatch = MatchedCredit & { difference: number }
type UnmatchedCredit = { credit: StatementCredit; reason: string }

type ReconciliationPreview = {
  matched: MatchedCredit[]
  unmatchedCredits: UnmatchedCredit[]
  ordersWithoutCredit: PendingOrderForMatch[]
  amountMismatches: AmountMismatch[]
}

const RECONCILE_REASONS = {
  noOrder: "No pending order has this reference or order number",
  duplicate: (orderNumber: string) => `Order ${orderNumber} is already matched by an earlier credit in this statement`,
} as const

const ORDER_NUMBER = /ORD[\s-]?(\d{3,})/gi

/** Order numbers ("ORD-1001") written anywhere in the narration or reference, normalised. */
function orderNumbersIn(text: string): string[] {
  return [...text.matchAll(ORDER_NUMBER)].map((m) => `ORD-${m[1]}`)
}

function findOrder(credit: StatementCredit, orders: PendingOrderForMatch[]): Omit<MatchedCredit, "credit"> | null {
  const reference = normalizePaymentReference(credit.reference)
  const narration = normalizePaymentReference(credit.narration)
  const byReference = orders.find(
    (o) => !!o.paymentReference && (o.paymentReference === reference || narration.includes(o.paymentReference))
  )
  if (byReference) return { order: byReference, matchedBy: "reference" }
  const numbers = new Set([...orderNumbersIn(credit.narration), ...orderNumbersIn(credit.reference)])
  const byNumber = orders.find((o) => numbers.has(o.orderNumber))
  return byNumber ? { order: byNumber, matchedBy: "order-number" } : null
}

const paise = (n: number) => Math.round(n * 100)

/**
 * Matches each credit to a pending order by the shopper's reference (as the
 * statement's reference or inside its narration), else by an order number in
 * the narration, and then by exact amount. An order takes at most one credit;
 * later credits for it are listed as duplicates. Pure: nothing is confirmed here.
 */
export function reconcile(credits: StatementCredit[], orders: PendingOrderForMatch[]): ReconciliationPreview {
  const preview: ReconciliationPreview = { matched: [], unmatchedCredits: [], ordersWithoutCredit: [], amountMismatches: [] }
  const taken = new Set<string>()
  for (const credit of credits) {
    const found = findOrder(credit, orders)
    if (!found) {
      preview.unmatchedCredits.push({ credit, reason: RECONCILE_REASONS.noOrder })
      continue
    }
    if (taken.has(found.order.id)) {
      preview.unmatchedCredits.push({ credit, reason: RECONCILE_REASONS.duplicate(found.order.orderNumber) })
      continue
    }
    taken.add(found.order.id)
    if (paise(credit.amount) === paise(found.order.total)) preview.matched.push({ credit, ...found })
    else preview.amountMismatches.push({ credit, ...found, difference: (paise(credit.amount) - paise(found.order.total)) / 100 })
  }
  preview.ordersWithoutCredit = orders.filter((o) => !taken.has(o.id))
  return preview
}
