/**
 * The shop's facts as its copy states them, in one place so the pages cannot
 * contradict each other. The delivery times are the seeded delivery zones'
 * (medusa-backend lib/serviceability/default-zones.ts: the store's state 2-4
 * working days, all India 4-7, the remote zone 7-10 and prepaid only); the
 * PIN check gives the exact date for one PIN code.
 */
export const DELIVERY_TIMES = {
  /** Everywhere but the remote zone. */
  usual: "2–7 working days",
  remote: "7–10 working days",
  remoteAreas: "the North-East, Jammu & Kashmir, Ladakh, Andaman & Nicobar and Lakshadweep",
} as const

/** "2–7 working days across most of India, 7–10 for the North-East, …". */
export const DELIVERY_TIMES_TEXT = `${DELIVERY_TIMES.usual} across most of India, ${DELIVERY_TIMES.remote} for ${DELIVERY_TIMES.remoteAreas}`

/** The ways to pay as checkout offers them: cash on delivery only when the server offers it. */
export function paymentMethodsText(cod: boolean): string {
  return cod ? "UPI QR, bank transfer or cash on delivery" : "UPI QR or bank transfer"
}

/** "24 hours", "1 hour", "1.5 hours". */
export function hoursText(hours: number): string {
  return `${hours} ${hours === 1 ? "hour" : "hours"}`
}
