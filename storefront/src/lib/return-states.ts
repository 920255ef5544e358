import type { ReturnAnswer as Return, ReturnState } from "@sugandh/contract"

/** How each state of a return (issue 45) reads to the shopper (features/returns) and the operator (the dashboard). */
export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: "Requested",
  approved: "Approved",
  "in-transit": "In transit",
  received: "Received",
  refunded: "Refunded",
  rejected: "Rejected",
  cancelled: "Cancelled",
}

/** The states in their order (the contract's RETURN_STATES, whose module also builds zod schemas kept out of the page's scripts). */
export const RETURN_STATE_ORDER = Object.keys(RETURN_STATE_LABELS) as ReturnState[]

/** The shopper may withdraw a return until the parcel is picked up (RET-03: requested or approved). */
export const canCancelReturn = (r: Pick<Return, "state">) => r.state === "requested" || r.state === "approved"
