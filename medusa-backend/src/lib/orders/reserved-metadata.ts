import { COD_FEE_LINE } from "../cod/fee-line"
import { ADDRESS_STATE_CODE_KEY } from "./address"
import { GIFT_WRAP_META } from "./gift-wrap"
import { META } from "./metadata"

/**
 * The metadata keys the shop's rules read (issue 43). Medusa's Store API lets
 * a client write `metadata` on carts, line items, addresses and the customer,
 * so only the shop's own steps may write these keys: a Store API write that
 * names one is refused (api/cross-cutting/store-metadata.ts), and readers
 * do not take them on trust (charge lines need no variant, the state code
 * follows the PIN, checkout writes the cart's keys afresh).
 */
const ACCOUNT_KEYS = [
  // customer.metadata (lib/auth/user.ts readAccountMetadata, toApiUser): verification gates orders and COD.
  "isEmailVerified",
  "isGoogleAccount",
  "profilePicture",
  "pendingEmail",
  "gstin",
  "businessName",
] as const

export const RESERVED_METADATA_KEYS: ReadonlySet<string> = new Set<string>([
  ...Object.values(META),
  GIFT_WRAP_META.kind,
  GIFT_WRAP_META.message,
  COD_FEE_LINE.metaKey,
  ADDRESS_STATE_CODE_KEY,
  ...ACCOUNT_KEYS,
])

/**
 * Order keys that only the shop's steps write on the order after it exists
 * (confirmation, shipping, cancellation, payment reference, reminders): a cart
 * carrying one was written by someone else and is not completed.
 */
const CART_KEYS = new Set<string>([META.cartId, META.idempotencyKey, META.paymentMethod, META.checkoutAt, META.gstin, META.businessName])
export const ORDER_ONLY_KEYS: readonly string[] = Object.values(META).filter((key) => !CART_KEYS.has(key))

export type ReservedKeyUse = { key: string; path: string }

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * The first reserved key under any `metadata` object of a request body (the
 * cart's, each item's, each address's, the customer's), with its path, or null.
 * Walks the whole body, so routes Medusa adds later are covered too.
 */
export function reservedMetadataKeyIn(body: unknown, path = ""): ReservedKeyUse | null {
  if (Array.isArray(body)) {
    for (let i = 0; i < body.length; i++) {
      const found = reservedMetadataKeyIn(body[i], path ? `${path}.${i}` : String(i))
      if (found) return found
    }
    return null
  }
  if (!isPlainObject(body)) return null
  for (const [name, value] of Object.entries(body)) {
    const here = path ? `${path}.${name}` : name
    if (name === "metadata" && isPlainObject(value)) {
      const key = Object.keys(value).find((k) => RESERVED_METADATA_KEYS.has(k))
      if (key) return { key, path: `${here}.${key}` }
    }
    const found = reservedMetadataKeyIn(value, here)
    if (found) return found
  }
  return null
}

/** The refusal's message: the key is named so a client sees what to drop. */
export const reservedKeyMessage = (key: string) => `The metadata key "${key}" is reserved for the shop and cannot be set.`
