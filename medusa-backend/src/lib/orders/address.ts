import type { ShippingAddress } from "@sugandh/contract"
import { lookUpPin, pinIsInState } from "../pincodes/directory"
import { gstStateCode, gstStateName } from "../tax/gst-states"

/** Where an address keeps the GST state code the server derived from its PIN (Medusa address metadata). */
export const ADDRESS_STATE_CODE_KEY = "gst_state_code"

/** The fields of a Medusa address we read and write. */
export type MedusaAddressFields = {
  first_name?: string | null
  last_name?: string | null
  address_1?: string | null
  city?: string | null
  province?: string | null
  postal_code?: string | null
  phone?: string | null
  country_code?: string | null
  metadata?: Record<string, unknown> | null
}

/**
 * /api address -> Medusa address. The one-field name is split at the first
 * space (first_name, last_name) so Medusa's admin shows it properly; joining
 * the two with a space gives the name back.
 */
export function toMedusaAddress(address: ShippingAddress, countryCode = "in"): MedusaAddressFields {
  const name = address.name.trim().replace(/\s+/g, " ")
  const space = name.indexOf(" ")
  return {
    first_name: space === -1 ? name : name.slice(0, space),
    last_name: space === -1 ? "" : name.slice(space + 1),
    address_1: address.street.trim(),
    city: address.city.trim(),
    province: address.state.trim(),
    postal_code: address.zipCode.trim(),
    phone: address.phone.trim(),
    country_code: countryCode,
    metadata: { [ADDRESS_STATE_CODE_KEY]: address.stateCode ?? null },
  }
}

/** Medusa address -> /api address; the state is the official name of the stored code (an old "U.P." reads "Uttar Pradesh"). */
export function fromMedusaAddress(address: MedusaAddressFields | null | undefined): ShippingAddress {
  const a = address ?? {}
  const stateCode = addressStateCode(a)
  return {
    name: [a.first_name, a.last_name]
      .map((v) => v?.trim())
      .filter(Boolean)
      .join(" "),
    street: a.address_1 ?? "",
    city: a.city ?? "",
    state: gstStateName(stateCode) ?? a.province ?? "",
    zipCode: a.postal_code ?? "",
    phone: a.phone ?? "",
    stateCode,
  }
}

/**
 * The GST state code of a stored address, always from its PIN (issue 43: the
 * stored code is metadata a Store API client could write, so it is never
 * believed over the PIN): the PIN's state, or, for a PIN India Post lists in
 * two states, the one the stored code or the state text names. Only an address
 * whose PIN the directory does not know falls back to the stored code, then
 * the free text read as a state name.
 */
export function addressStateCode(address: MedusaAddressFields | null | undefined): string | null {
  const storedValue = address?.metadata?.[ADDRESS_STATE_CODE_KEY]
  const stored = typeof storedValue === "string" && gstStateName(storedValue) ? storedValue : null
  const named = gstStateCode(address?.province)
  const pin = lookUpPin((address?.postal_code ?? "").trim())
  if (pin) return [stored, named].find((code): code is string => !!code && pinIsInState(pin, code)) ?? pin.stateCode
  return stored ?? named ?? null
}

/** The state code an address's metadata claims when its PIN says otherwise (a contradiction to refuse), or null. */
export function contradictedStateCode(address: MedusaAddressFields | null | undefined): string | null {
  const stored = address?.metadata?.[ADDRESS_STATE_CODE_KEY]
  if (stored === undefined || stored === null) return null
  const pin = lookUpPin((address?.postal_code ?? "").trim())
  if (typeof stored !== "string") return String(stored)
  return pin && !pinIsInState(pin, stored) ? stored : null
}
