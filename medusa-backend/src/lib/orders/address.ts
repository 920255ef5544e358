/** The spec's shipping address. */
export type SpecAddress = {
  name: string
  street: string
  city: string
  state: string
  zipCode: string
  phone: string
}

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
}

/**
 * Spec address -> Medusa address. The one-field name is split at the first
 * space (first_name, last_name) so Medusa's admin shows it properly; joining
 * the two with a space gives the name back.
 */
export function toMedusaAddress(address: SpecAddress, countryCode = "in"): MedusaAddressFields {
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
  }
}

export function fromMedusaAddress(address: MedusaAddressFields | null | undefined): SpecAddress {
  const a = address ?? {}
  return {
    name: [a.first_name, a.last_name]
      .map((v) => v?.trim())
      .filter(Boolean)
      .join(" "),
    street: a.address_1 ?? "",
    city: a.city ?? "",
    state: a.province ?? "",
    zipCode: a.postal_code ?? "",
    phone: a.phone ?? "",
  }
}
