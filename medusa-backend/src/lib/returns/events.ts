/** The shop's own events about returns (Medusa's return.requested / return.received are Medusa's). */
export const RETURN_EVENTS = {
  /** The operator approved or rejected a return: {id, order_id, decision}. */
  decided: "sugandh.return.decided",
} as const
