/**
 * Delivery dates in India Standard Time (UTC+05:30, no daylight saving).
 * An order dispatches the same day when placed before the 14:00 IST cut-off on
 * a working day (Monday to Saturday); otherwise on the next working day. The
 * promised days then count calendar days from dispatch.
 */
export const DISPATCH_CUTOFF_HOUR_IST = 14
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000
const DAY_MS = 24 * 60 * 60_000

/** A calendar date in IST as "YYYY-MM-DD". */
export type IsoDate = string

/** The IST calendar day of an instant, as a UTC-midnight Date (so getUTC* read IST fields). */
function istDay(now: Date): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS)
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()))
}

const isSunday = (day: Date) => day.getUTCDay() === 0
const addDays = (day: Date, n: number) => new Date(day.getTime() + n * DAY_MS)
const iso = (day: Date): IsoDate => day.toISOString().slice(0, 10)

/** The IST day an order placed at `now` leaves the warehouse. */
export function dispatchDate(now: Date): IsoDate {
  const hourIst = new Date(now.getTime() + IST_OFFSET_MS).getUTCHours()
  let day = istDay(now)
  if (isSunday(day) || hourIst >= DISPATCH_CUTOFF_HOUR_IST) day = addDays(day, 1)
  while (isSunday(day)) day = addDays(day, 1)
  return iso(day)
}

/** The window in which a parcel dispatched for an order at `now` arrives. */
export function estimatedDelivery(now: Date, days: { min: number; max: number }): { from: IsoDate; to: IsoDate } {
  const dispatch = new Date(`${dispatchDate(now)}T00:00:00Z`)
  return { from: iso(addDays(dispatch, days.min)), to: iso(addDays(dispatch, days.max)) }
}

/** The last day of the promise for a parcel already handed to the courier at `shippedAt`: its IST day + the zone's maximum days. */
export function arrivalBy(shippedAt: Date, days: { max: number }): IsoDate {
  return iso(addDays(istDay(shippedAt), days.max))
}
