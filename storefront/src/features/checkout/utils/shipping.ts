import type { ShippingAddress } from "../types"
import { ADDRESS_FIELDS, CHECKOUT_TEXTS, isValidPinCode, normalizeIndianPhone } from "@sugandh/contract"

export { CHECKOUT_TEXTS }

/**
 * Every address field is required (requirements CHK-02, CHK-03). PIN code and phone
 * formats are the server's rules too (@sugandh/contract); checking them here saves a round trip.
 */
export function validateShipping(address: ShippingAddress): string | null {
  if (ADDRESS_FIELDS.some((field) => address[field].trim() === "")) return CHECKOUT_TEXTS.fillRequired
  if (!isValidPinCode(address.zipCode)) return CHECKOUT_TEXTS.pinCode
  if (!normalizeIndianPhone(address.phone)) return CHECKOUT_TEXTS.phone
  return null
}

type ProfileForPrefill = {
  name?: string
  firstName?: string
  lastName?: string
  phone?: string
  addressDetails?: { street: string; city: string; state: string; zipCode: string } | null
}

/**
 * The shipping form starts from the profile: name, phone and the saved
 * address; what the profile lacks comes from the last order's address (the
 * address as one piece, never mixed with the profile's).
 */
export function prefillShipping(profile: ProfileForPrefill | null | undefined, lastOrder?: ShippingAddress | null): ShippingAddress {
  const name = profile?.name?.trim() || [profile?.firstName, profile?.lastName].filter(Boolean).join(" ")
  const address = profile?.addressDetails ?? lastOrder
  return {
    name: name || lastOrder?.name || "",
    street: address?.street ?? "",
    city: address?.city ?? "",
    state: address?.state ?? "",
    zipCode: address?.zipCode ?? "",
    phone: profile?.phone || lastOrder?.phone || "",
  }
}
