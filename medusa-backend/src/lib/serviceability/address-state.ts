import type { MedusaContainer } from "@medusajs/framework/types"
import type { AddressParts } from "../auth/address"
import { DomainError, isDomainError, type FieldError } from "../errors"
import { gstStateCode, gstStateName } from "../tax/gst-states"
import { PIN_MESSAGES, serviceabilityForPin, type Serviceability } from "./serviceability"
import { ADDRESS_STATE_MESSAGES } from "@sugandh/contract"

export { ADDRESS_STATE_MESSAGES }

/** The address's state as the server stores it: the official name, its GST state code, the PIN's district. */
export type AddressState = { state: string; stateCode: string; district: string; serviceability: Serviceability }

/**
 * The state of an address, taken from its PIN (India Post's directory) and
 * checked against the state the shopper chose: a PIN that is malformed,
 * unknown or not served, or a state that is not a state/UT or is not the
 * PIN's, is refused (400, field error on `<prefix>zipCode` or `<prefix>state`).
 * An empty state takes the PIN's. Border PINs accept each state they lie in.
 */
export async function resolveAddressState(
  container: MedusaContainer,
  address: { zipCode: string; state: string },
  prefix = ""
): Promise<AddressState> {
  const pin = address.zipCode.trim()
  let answer: Serviceability
  try {
    answer = await serviceabilityForPin(container, pin)
  } catch (error) {
    if (!isDomainError(error)) throw error
    // For an address an unknown PIN is bad input (400) on the PIN field, not a missing resource.
    throw refuse(error.message, `${prefix}zipCode`)
  }
  if (!answer.serviceable) throw refuse(PIN_MESSAGES.notServed(pin), `${prefix}zipCode`)

  const chosen = address.state.trim()
  if (!chosen) return { state: answer.state, stateCode: answer.stateCode, district: answer.district, serviceability: answer }
  const code = /^\d{2}$/.test(chosen) ? (gstStateName(chosen) ? chosen : null) : gstStateCode(chosen)
  if (!code) throw refuse(ADDRESS_STATE_MESSAGES.chooseState, `${prefix}state`)
  if (code !== answer.stateCode && !answer.alsoIn.includes(code)) {
    throw refuse(ADDRESS_STATE_MESSAGES.contradicts(gstStateName(code)!, pin, answer.state), `${prefix}state`)
  }
  return { state: gstStateName(code)!, stateCode: code, district: answer.district, serviceability: answer }
}

/**
 * The profile's address: an object with a PIN gets resolveAddressState's
 * state (and code); one with a state but no PIN must name a state/UT from the
 * list; a one-line text address (requirements PRF-02 allows it) is kept as written.
 */
export async function resolveProfileAddressState(container: MedusaContainer, parts: AddressParts | null): Promise<AddressParts | null> {
  if (!parts || (!parts.zipCode && !parts.state)) return parts
  if (!parts.zipCode) {
    const code = gstStateCode(parts.state)
    if (!code) throw refuse(ADDRESS_STATE_MESSAGES.chooseState, "address.state")
    return { ...parts, state: gstStateName(code)!, stateCode: code }
  }
  const resolved = await resolveAddressState(container, parts, "address.")
  return { ...parts, state: resolved.state, stateCode: resolved.stateCode }
}

function refuse(msg: string, path: string): DomainError {
  const errors: FieldError[] = [{ msg, path }]
  return new DomainError("invalid", msg, { errors })
}
