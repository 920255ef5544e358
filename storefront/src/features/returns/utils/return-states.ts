import type { Return, ReturnState } from "../types"

/** How each state of a return reads to the shopper and the operator. */
export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: "Requested",
  approved: "Approved",
  "in-transit": "In transit",
  received: "Received",
  refunded: "Refunded",
  rejected: "Rejected",
  cancelled: "Cancelled",
}

/** The shopper may withdraw a return until the parcel is picked up (RET-03: requested or approved). */
export const canCancelReturn = (r: Pick<Return, "state">) => r.state === "requested" || r.state === "approved"
