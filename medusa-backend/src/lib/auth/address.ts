import { ADDRESS_STATE_CODE_KEY } from "../orders/address"

/**
 * The profile shows the address as one line of text; checkout prefills an
 * object. Both are kept in one Medusa customer address (the default shipping
 * address, named "Profile"), so Medusa carts, the Medusa admin and our
 * checkout all see the same data.
 */
export type AddressParts = {
  street: string
  city: string
  state: string
  zipCode: string
  /** The GST state code the server derived from the PIN (stored in the address's metadata). */
  stateCode?: string | null
}

/** What PUT /api/auth/profile accepts: a text, an object, or null/"" to clear. */
export type AddressInput = string | Partial<AddressParts> | null

/** The subset of a Medusa customer address we read and write. */
export type StoredAddress = {
  address_1?: string | null
  city?: string | null
  province?: string | null
  postal_code?: string | null
  metadata?: Record<string, unknown> | null
}

export function toAddressParts(input: AddressInput): AddressParts | null {
  if (input === null) return null
  if (typeof input === "string") {
    const street = input.trim()
    return street ? { street, city: "", state: "", zipCode: "" } : null
  }
  const parts: AddressParts = {
    street: (input.street ?? "").trim(),
    city: (input.city ?? "").trim(),
    state: (input.state ?? "").trim(),
    zipCode: (input.zipCode ?? "").trim(),
  }
  return parts.street || parts.city || parts.state || parts.zipCode ? parts : null
}

export function toStoredAddress(parts: AddressParts): StoredAddress {
  return {
    address_1: parts.street,
    city: parts.city,
    province: parts.state,
    postal_code: parts.zipCode,
    metadata: { [ADDRESS_STATE_CODE_KEY]: parts.stateCode ?? null },
  }
}

export function fromStoredAddress(stored: StoredAddress | null | undefined): AddressParts | null {
  if (!stored) return null
  const parts = toAddressParts({
    street: stored.address_1 ?? "",
    city: stored.city ?? "",
    state: stored.province ?? "",
    zipCode: stored.postal_code ?? "",
  })
  const stateCode = stored.metadata?.[ADDRESS_STATE_CODE_KEY]
  return parts && typeof stateCode === "string" ? { ...parts, stateCode } : parts
}

/** "12 MG Road, Lucknow, Uttar Pradesh 226001": the single text the profile shows. */
export function formatAddress(parts: AddressParts | null): string {
  if (!parts) return ""
  const stateZip = [parts.state, parts.zipCode].filter(Boolean).join(" ")
  return [parts.street, parts.city, stateZip].filter(Boolean).join(", ")
}
