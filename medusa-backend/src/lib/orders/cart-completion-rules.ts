import { gstinError } from "@sugandh/contract"
import { codSettings } from "../cod/settings"
import { isCodFeeLine } from "../cod/fee-line"
import { paymentMethodForProviderId } from "../../modules/providers/payment-manual-upi/methods"
import { amount } from "./to-order-view"
import { contradictedStateCode, type MedusaAddressFields } from "./address"
import { GIFT_WRAP, isGiftWrapLine } from "./gift-wrap"
import { META } from "./metadata"
import { ORDER_ONLY_KEYS } from "./reserved-metadata"

/**
 * What a cart must look like to become an order, whoever completes it (our
 * POST /api/auth/orders or Medusa's POST /store/carts/:id/complete): checked in
 * completeCartWorkflow's validate hook (issue 43). Each returns the refusal's
 * message, or null.
 */

export type CompletingLine = {
  variant_id?: string | null
  quantity: unknown
  unit_price?: unknown
  metadata?: Record<string, unknown> | null
}

/**
 * Lines without a variant are the server's charges (the Store API cannot make
 * one): each must be one of ours, one unit at the server's price, at most one
 * of each; anything else (a wrap whose quantity a client changed, a line from
 * elsewhere) is not completed.
 */
export function chargeLineRefusal(lines: CompletingLine[]): string | null {
  const charges = lines.filter((line) => line.variant_id == null)
  const wraps = charges.filter(isGiftWrapLine)
  const fees = charges.filter(isCodFeeLine)
  if (wraps.length > 1 || fees.length > 1 || wraps.length + fees.length < charges.length) {
    return "This cart has lines the shop's checkout did not add. Please place the order through the shop's checkout."
  }
  const atPrice = (line: CompletingLine, price: number) => amount(line.quantity) === 1 && amount(line.unit_price) === price
  if (wraps.some((line) => !atPrice(line, GIFT_WRAP.price)) || fees.some((line) => !atPrice(line, codSettings().fee))) {
    return "The gift wrap or cash on delivery fee of this cart has been changed. Please place the order through the shop's checkout."
  }
  return null
}

/**
 * The cart's own metadata: only the keys the shop's checkout writes
 * (workflows/checkout/place-order.ts), consistent with the payment chosen:
 * - no order-only key (a COD confirmation, a payment reference, a cancellation...);
 * - the payment method, if named, is the payment session's, and a COD session needs it named "cod";
 * - a GSTIN is a valid one with a business name (the checkout's validated field).
 */
export function cartMetadataRefusal(metadata: Record<string, unknown> | null | undefined, sessionProviderIds: string[]): string | null {
  const m = metadata ?? {}
  const orderOnly = ORDER_ONLY_KEYS.find((key) => m[key] !== undefined && m[key] !== null)
  if (orderOnly) return `The cart's metadata key "${orderOnly}" is reserved for the shop.`
  const methods = sessionProviderIds.map(paymentMethodForProviderId)
  const named = m[META.paymentMethod]
  if (named !== undefined && named !== null && !methods.every((method) => method === named)) {
    return "The cart's payment method does not match its payment. Please place the order through the shop's checkout."
  }
  if (methods.includes("cod") && named !== "cod") return "Cash on delivery orders are placed through the shop's checkout"
  const gstin = m[META.gstin]
  if (gstin !== undefined && gstin !== null) {
    const name = m[META.businessName]
    if (typeof gstin !== "string" || gstinError(gstin) || typeof name !== "string" || !name.trim()) {
      return "A GSTIN reaches the invoice only through the shop's checkout."
    }
  }
  return null
}

/** A shipping or billing address whose stored GST state code its PIN contradicts. */
export function addressStateRefusal(address: MedusaAddressFields | null | undefined): string | null {
  const claimed = contradictedStateCode(address)
  return claimed ? `The address's state code "${claimed}" does not match its PIN ${address?.postal_code ?? ""}.` : null
}
