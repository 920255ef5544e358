/**
 * The steps a shopper follows an order through (issue 44): Placed → Confirmed →
 * Shipped → Out for delivery → Delivered, or a failed attempt (NDR), Returning,
 * Returned; Cancelled before it left. The /track page and the signed-in
 * /orders timeline show the same.
 */
export const TRACKING_STATUSES = [
  "placed",
  "confirmed",
  "shipped",
  "out_for_delivery",
  "delivered",
  "ndr",
  "returning",
  "returned",
  "cancelled",
] as const
export type TrackingStatus = (typeof TRACKING_STATUSES)[number]

/** The words the storefront shows for each step. */
export const TRACKING_STATUS_LABELS: Record<TrackingStatus, string> = {
  placed: "Placed",
  confirmed: "Confirmed",
  shipped: "Shipped",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  ndr: "Delivery attempt failed",
  returning: "Returning",
  returned: "Returned",
  cancelled: "Cancelled",
}
