import { GST_STATES } from "@sugandh/contract"

/**
 * India's states and union territories with their GST state codes: the
 * backend's list (GST_STATES in @sugandh/contract), for the checkout's and
 * profile's State select. The server derives the state from the PIN and
 * refuses one that contradicts it.
 */
export const INDIAN_STATES = GST_STATES

/** The list's name for a state typed another way ("uttar pradesh", "Orissa" stays unknown), or "". */
export function canonicalStateName(value: string): string {
  const v = value.trim().toLowerCase()
  return INDIAN_STATES.find((s) => s.name.toLowerCase() === v)?.name ?? ""
}
