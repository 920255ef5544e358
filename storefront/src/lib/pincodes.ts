import { PincodeAnswerSchema } from "./answers"
import { queryOptions } from "@tanstack/react-query"
import { PIN_CODE_PATTERN as PIN_PATTERN, type PincodeAnswer } from "@sugandh/contract"
import { jsonRequest } from "./api"

/**
 * PIN codes as the backend answers them (GET /api/pincodes/{pin}, the contract's
 * PincodeAnswer): where the PIN is and what the shop promises there. Shared by
 * the product page's delivery check and the checkout's state-from-PIN
 * (features may not import each other).
 */
export type { PincodeAnswer }

/** Six digits, the first never 0 (the backend's rule too: both read it from the contract). */
export { PIN_PATTERN }

/** The public look-up; no credentials go with it. */
export function fetchPincode(pin: string, signal?: AbortSignal): Promise<PincodeAnswer> {
  return jsonRequest(`/api/pincodes/${encodeURIComponent(pin)}`, { signal, answer: PincodeAnswerSchema })
}

/** The dates move at the 14:00 IST cut-off: five minutes, like the backend's Cache-Control. */
export const pincodeQueryOptions = (pin: string) =>
  queryOptions({
    queryKey: ["pincode", pin],
    queryFn: ({ signal }) => fetchPincode(pin, signal),
    staleTime: 5 * 60_000,
    retry: false,
  })

/** "2026-11-28" -> "Sat, 28 Nov" (the date is already India's calendar day). */
export function formatDeliveryDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  const weekday = date.toLocaleDateString("en-GB", { weekday: "short", timeZone: "UTC" })
  const day = date.toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" })
  return `${weekday}, ${day}`
}

const REMEMBERED_PIN_KEY = "deliveryPin"

/** The PIN the shopper checked during this visit (sessionStorage), or "". */
export function rememberedPin(): string {
  try {
    const pin = sessionStorage.getItem(REMEMBERED_PIN_KEY) ?? ""
    return PIN_PATTERN.test(pin) ? pin : ""
  } catch {
    return ""
  }
}

export function rememberPin(pin: string): void {
  try {
    sessionStorage.setItem(REMEMBERED_PIN_KEY, pin)
  } catch {
    // Storage refused (private mode): the check still works, it is just not remembered.
  }
}
