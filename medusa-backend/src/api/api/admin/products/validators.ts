import { invalidInput } from "../../../../lib/errors"

// The request schemas live in the contract the storefront shares (@sugandh/contract); these are the routes' names for them.
export { productFormSchema } from "@sugandh/contract"

export const PRODUCT_SEARCH_MAX_LENGTH = 100

/** `?q=` of the dashboard's product list: trimmed text up to 100 characters; empty means no search. */
export function productSearchText(value: unknown): string | undefined {
  if (value === undefined) return undefined
  if (typeof value !== "string" || value.length > PRODUCT_SEARCH_MAX_LENGTH) {
    throw invalidInput(`q must be text of at most ${PRODUCT_SEARCH_MAX_LENGTH} characters`, [
      { msg: `q must be text of at most ${PRODUCT_SEARCH_MAX_LENGTH} characters`, path: "q" },
    ])
  }
  return value.trim() || undefined
}
