import { useQuery } from "@tanstack/react-query"
import { TrackingTimeline } from "@/components/order-tracking/tracking-timeline"
import type { Order } from "../types"
import { orderTrackingQueryOptions } from "../api/orders-api"

/** A parcel that has left: the same steps and courier scans as /track (nothing while loading or when it fails). */
export function OrderTracking({ order }: { order: Pick<Order, "_id" | "shippedAt"> }) {
  const { data } = useQuery(orderTrackingQueryOptions(order._id, !!order.shippedAt))
  return data ? <TrackingTimeline tracking={data} /> : null
}
