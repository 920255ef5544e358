import { TRACKING_STATUS_LABELS, type TrackingStatus } from "@sugandh/contract"

export const trackingStatusLabel = (status: TrackingStatus) => TRACKING_STATUS_LABELS[status]

/** A scan's or step's time as shoppers in India read it: "23 Nov 2026, 9:12 am". */
export function istTime(iso: string | null): string {
  if (!iso) return ""
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ""
  return new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" }).format(date)
}
