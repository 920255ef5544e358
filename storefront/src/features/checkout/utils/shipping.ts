import type { ShippingAddress } from "../types"

export const CHECKOUT_TEXTS = {
  fillRequired: "Please fill in all required fields",
  pinCode: "Please enter a valid 6-digit PIN code",
  phone: "Please enter a valid Indian phone number",
  loginFirst: "Please login to place order",
  emptyCart: "Your cart is empty",
  success: "Order created! Please send the WhatsApp message with payment screenshot",
  failed: "Error placing order",
  creating: "Creating Order...",
} as const

const ADDRESS_FIELDS = ["name", "street", "city", "state", "zipCode", "phone"] as const

/**
 * Every address field is required (requirements CHK-02, CHK-03). PIN code and phone
 * formats are the server's rules too; checking them here saves a round trip.
 */
export function validateShipping(address: ShippingAddress): string | null {
  if (ADDRESS_FIELDS.some((field) => address[field].trim() === "")) return CHECKOUT_TEXTS.fillRequired
  if (!/^[1-9]\d{5}$/.test(address.zipCode.trim())) return CHECKOUT_TEXTS.pinCode
  const digits = address.phone.replace(/[\s\-().]/g, "")
  if (!/^(?:\+?91|0)?[6-9]\d{9}$/.test(digits)) return CHECKOUT_TEXTS.phone
  return null
}

type ProfileForPrefill = {
  name?: string
  firstName?: string
  lastName?: string
  phone?: string
  addressDetails?: { street: string; city: string; state: string; zipCode: string } | null
}

/** The shipping form starts from the profile: name, phone and the saved address. */
export function prefillShipping(profile: ProfileForPrefill | null | undefined): ShippingAddress {
  const name = profile?.name?.trim() || [profile?.firstName, profile?.lastName].filter(Boolean).join(" ")
  const address = profile?.addressDetails
  return {
    name: name ?? "",
    street: address?.street ?? "",
    city: address?.city ?? "",
    state: address?.state ?? "",
    zipCode: address?.zipCode ?? "",
    phone: profile?.phone ?? "",
  }
}
