import { fromStoredAddress, formatAddress, type AddressParts, type StoredAddress } from "./address"

export type Role = "customer" | "admin"

/** The user object of every /api response that carries a user. Never holds secrets. */
export type ApiUser = {
  _id: string
  id: string
  firstName: string
  lastName: string
  name: string
  email: string
  phone: string
  /** One line of text (what the profile shows). */
  address: string
  /** The same address split for checkout prefill, or null. */
  addressDetails: AddressParts | null
  role: Role
  isEmailVerified: boolean
  isGoogleAccount: boolean
  profilePicture?: string
  /** A new login e-mail waiting for its verification link; `email` stays the login until then. */
  pendingEmail?: string
  /** A business buyer's GSTIN and registered name (checkout offers them for a B2B invoice); absent when none. */
  gstin?: string
  businessName?: string
  createdAt: string
}

/** Flags we keep in customer.metadata. */
export type AccountMetadata = {
  isEmailVerified?: boolean
  isGoogleAccount?: boolean
  profilePicture?: string
  pendingEmail?: string
}

type CustomerForUser = {
  id: string
  first_name?: string | null
  last_name?: string | null
  email?: string | null
  phone?: string | null
  metadata?: Record<string, unknown> | null
  created_at?: string | Date | null
}

export function readAccountMetadata(metadata: Record<string, unknown> | null | undefined): AccountMetadata {
  const m = metadata ?? {}
  return {
    isEmailVerified: m.isEmailVerified === true,
    isGoogleAccount: m.isGoogleAccount === true,
    profilePicture: typeof m.profilePicture === "string" && m.profilePicture ? m.profilePicture : undefined,
    pendingEmail: typeof m.pendingEmail === "string" && m.pendingEmail ? m.pendingEmail : undefined,
  }
}

export function toApiUser(customer: CustomerForUser, role: Role, address?: StoredAddress | null): ApiUser {
  const meta = readAccountMetadata(customer.metadata)
  const firstName = customer.first_name ?? ""
  const lastName = customer.last_name ?? ""
  const parts = fromStoredAddress(address)
  const created = customer.created_at ? new Date(customer.created_at) : new Date(0)
  return {
    _id: customer.id,
    id: customer.id,
    firstName,
    lastName,
    name: [firstName, lastName].filter(Boolean).join(" "),
    email: customer.email ?? "",
    phone: customer.phone ?? "",
    address: formatAddress(parts),
    addressDetails: parts,
    role,
    isEmailVerified: meta.isEmailVerified === true,
    isGoogleAccount: meta.isGoogleAccount === true,
    ...(meta.profilePicture ? { profilePicture: meta.profilePicture } : {}),
    ...(meta.pendingEmail ? { pendingEmail: meta.pendingEmail } : {}),
    ...(typeof customer.metadata?.gstin === "string" && customer.metadata.gstin
      ? { gstin: customer.metadata.gstin, businessName: String(customer.metadata.businessName ?? "") }
      : {}),
    createdAt: created.toISOString(),
  }
}
