/**
 * The shop's return policy (issue 45) as settings: how long after delivery a
 * return may be asked for, what a changed-my-mind pickup costs, and the
 * reasons a shopper picks with what each one means for photos, shipping and
 * the pickup fee. Read on every call, so tests and operators can change the
 * environment without a code change; the FAQ, the shipping page and the
 * e-mails are to say the same (a later step of issue 45).
 */

export type ReturnReasonValue = "damaged-in-transit" | "wrong-item" | "missing-item" | "not-as-described" | "changed-mind"

/** What a reason means for a return. */
export type ReturnReasonFlags = {
  /** The shopper must attach photos (a leaked bottle, a wrong label, a different scent). */
  photosRequired: boolean
  /** The order's shipping is refunded with the goods (the shop's fault), not for changed-my-mind. */
  refundsShipping: boolean
  /** The reverse pickup fee (RETURN_PICKUP_FEE) is kept from the refund. */
  chargesPickupFee: boolean
}

export type ReturnReasonDefinition = ReturnReasonFlags & { value: ReturnReasonValue; label: string; description: string }

/**
 * The seeded Medusa return reasons. `value` is the stable key: Medusa keeps
 * it unique and its admin shows it but the operator edits the label and
 * description, so the flags are derived from the value here rather than kept
 * on the reason's metadata. That keeps one place for the rule (a money rule:
 * whether shipping is refunded), reviewed with the code, instead of a JSON
 * field the Medusa admin's return-reason form cannot show or edit.
 */
export const RETURN_REASONS: readonly ReturnReasonDefinition[] = [
  {
    value: "damaged-in-transit",
    label: "Damaged or leaked in transit",
    description: "The bottle or box arrived broken, or the fragrance leaked.",
    photosRequired: true,
    refundsShipping: true,
    chargesPickupFee: false,
  },
  {
    value: "wrong-item",
    label: "Wrong item",
    description: "A different product or size from the one ordered.",
    photosRequired: true,
    refundsShipping: true,
    chargesPickupFee: false,
  },
  {
    value: "missing-item",
    label: "Missing item",
    description: "An item of the order was not in the parcel.",
    photosRequired: false,
    refundsShipping: true,
    chargesPickupFee: false,
  },
  {
    value: "not-as-described",
    label: "Not as described",
    description: "The product differs from its description on the shop.",
    photosRequired: true,
    refundsShipping: false,
    chargesPickupFee: false,
  },
  {
    value: "changed-mind",
    label: "Unopened and sealed — changed my mind",
    description: "The seal is intact; a reverse pickup fee is kept from the refund.",
    photosRequired: false,
    refundsShipping: false,
    chargesPickupFee: true,
  },
]

/**
 * A reason the operator added in Medusa's admin has no row above: it is
 * treated as the cautious case (photos asked for, shipping not refunded, no
 * pickup fee), until the policy names it.
 */
const UNKNOWN_REASON: ReturnReasonFlags = { photosRequired: true, refundsShipping: false, chargesPickupFee: false }

/** The flags of a Medusa return reason, by its stable value. */
export function reasonFlags(value: string | null | undefined): ReturnReasonFlags {
  const known = RETURN_REASONS.find((r) => r.value === value)
  return known
    ? { photosRequired: known.photosRequired, refundsShipping: known.refundsShipping, chargesPickupFee: known.chargesPickupFee }
    : UNKNOWN_REASON
}

export type ReturnPolicySettings = {
  /** Days after delivery a return may be asked for (RETURN_WINDOW_DAYS, default 7). */
  windowDays: number
  /** Rupees kept from a changed-my-mind refund for the reverse pickup (RETURN_PICKUP_FEE, default 99). */
  pickupFee: number
}

export const RETURN_POLICY_DEFAULTS: ReturnPolicySettings = { windowDays: 7, pickupFee: 99 }

/** A whole number of days from 0 to 365, else the default (a typo must not close or open returns for ever). */
function windowDaysFrom(raw: string | undefined): number {
  const text = raw?.trim()
  if (!text || !/^\d{1,3}$/.test(text)) return RETURN_POLICY_DEFAULTS.windowDays
  const days = Number(text)
  return days <= 365 ? days : RETURN_POLICY_DEFAULTS.windowDays
}

/** Rupees with at most two decimals from 0 to 10,000, else the default. */
function pickupFeeFrom(raw: string | undefined): number {
  const text = raw?.trim()
  if (!text || !/^\d{1,5}(\.\d{1,2})?$/.test(text)) return RETURN_POLICY_DEFAULTS.pickupFee
  const fee = Number(text)
  return fee <= 10_000 ? fee : RETURN_POLICY_DEFAULTS.pickupFee
}

export function returnPolicySettings(env: Record<string, string | undefined> = process.env): ReturnPolicySettings {
  return { windowDays: windowDaysFrom(env.RETURN_WINDOW_DAYS), pickupFee: pickupFeeFrom(env.RETURN_PICKUP_FEE) }
}

const DAY_MS = 24 * 60 * 60 * 1000
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000

/**
 * The last day (IST calendar date, YYYY-MM-DD) a return may be asked for: the
 * window counts whole days from the day of delivery in India, so an order
 * delivered at 23:00 IST on the 1st may be returned until the end of the 8th
 * with a 7-day window.
 */
export function returnWindowLastDay(deliveredAt: Date, windowDays: number): string {
  const deliveredIst = new Date(deliveredAt.getTime() + IST_OFFSET_MS)
  const startOfDay = Date.UTC(deliveredIst.getUTCFullYear(), deliveredIst.getUTCMonth(), deliveredIst.getUTCDate())
  return new Date(startOfDay + windowDays * DAY_MS).toISOString().slice(0, 10)
}

/** Whether a return asked for at `now` is inside the window of an order delivered at `deliveredAt`. */
export function isInsideReturnWindow(deliveredAt: Date, now: Date, windowDays: number): boolean {
  const todayIst = new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)
  return todayIst <= returnWindowLastDay(deliveredAt, windowDays)
}
