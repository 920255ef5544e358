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
