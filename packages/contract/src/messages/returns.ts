/**
 * The return policy as shoppers read it (issue 45), one text for the FAQ, the
 * shipping and returns page and the order e-mails, built from the policy's
 * settings (RETURN_WINDOW_DAYS, RETURN_PICKUP_FEE; GET /api/config `returns`)
 * so the copy follows the settings. The reasons needing photos are the
 * backend's lib/returns/policy (damaged, wrong item, not as described).
 */
export type ReturnPolicyFacts = { windowDays: number; pickupFee: number }

/** As the backend's RETURN_POLICY_DEFAULTS: the copy before /api/config has answered. */
export const RETURN_POLICY_FACTS_DEFAULT: ReturnPolicyFacts = { windowDays: 7, pickupFee: 99 }

const rupees = (n: number) => `₹${Number.isInteger(n) ? n : n.toFixed(2)}`
const days = (n: number) => (n === 1 ? "1 day" : `${n} days`)

export function returnPolicyText({ windowDays, pickupFee }: ReturnPolicyFacts) {
  const window = `Ask for a return from My Orders (Return or exchange on the order) within ${days(windowDays)} of delivery.`
  const photos =
    "For an item damaged or leaked in transit, a wrong item or an item not as described, add photos of the item and the parcel; we refund the shipping too when the mistake is ours (damaged, wrong or missing items)."
  const changedMind = `Changed your mind? We take back unopened, sealed bottles only, and keep a reverse pickup fee of ${rupees(pickupFee)} from the refund.`
  const refund =
    "Refunds go back to the original payment method; for UPI QR, bank transfer and cash on delivery orders, to the UPI ID or bank account you give with the return."
  return {
    window,
    photos,
    changedMind,
    refund,
    /** The order e-mails' one line. */
    line: `Returns: within ${days(windowDays)} of delivery from My Orders; photos for damaged, wrong or not-as-described items; changed-my-mind only unopened and sealed (${rupees(pickupFee)} pickup fee); refunds to the original method or the UPI ID / bank account you give.`,
  }
}

/** The shopper's exchange of a returned line for another size (issue 45): the order page's words. */
export const EXCHANGE_TEXTS = {
  offer: "Exchange for another size",
  keepRefund: "Refund instead",
  noSizes: "No other size of this product is in stock",
  /** The new size costs more: what is owed, and how it is paid for the order's method. */
  toPay: (amount: number, cod: boolean) =>
    cod
      ? `Exchange: ₹${amount.toFixed(2)} more to pay in cash when the new size is delivered.`
      : `Exchange: ₹${amount.toFixed(2)} more to pay. Pay it with the payment details on this order; we send the new size once it is received.`,
  /** The new size costs less: the difference comes back once the returned item is received. */
  toRefund: (amount: number) => `Exchange: ₹${amount.toFixed(2)} comes back to you once we receive the returned item.`,
  even: "Exchange: the new size costs the same; nothing to pay.",
  /** The form's preview of the difference, before asking. */
  preview: (difference: number) =>
    difference > 0
      ? `The new size costs ₹${difference.toFixed(2)} more; you pay the difference.`
      : difference < 0
        ? `The new size costs ₹${(-difference).toFixed(2)} less; we refund the difference.`
        : "The new size costs the same.",
  mixed: "Exchange each item you send back, or ask for the refund of the others as a return of its own",
  item: (title: string, size: string, quantity: number, price: number) =>
    `Exchanged for ${title} ${size} × ${quantity} (₹${price.toFixed(2)} each)`,
  shipped: (tracking: string | null) => (tracking ? `The new size is on its way (tracking ${tracking}).` : "The new size is on its way."),
} as const

/** A return the courier collects (reverse pickup, issue 45 / D2). */
export const RETURN_PICKUP_TEXT = (awb: string) => `Reverse pickup booked: the courier collects it (AWB ${awb}).`
