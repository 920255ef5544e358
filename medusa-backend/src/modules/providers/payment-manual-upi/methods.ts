import { PAYMENT_METHODS, type PaymentMethod } from "@sugandh/contract"

/**
 * The shop's two manual payment methods. Each is its own Medusa payment
 * provider (pp_<identifier>_<id>), so the payment session's provider_id alone
 * tells which instructions an order needs, and an operator can switch either
 * method on or off per region in /app.
 */
export const UPI_QR_IDENTIFIER = "upi-qr"
export const BANK_TRANSFER_IDENTIFIER = "bank-transfer"
/** Cash on delivery: its own provider (pp_cod_sugandh), authorised at checkout, captured when the courier's cash is remitted. */
export const COD_IDENTIFIER = "cod"
/** The `id` given to the provider in medusa-config.ts. */
const MANUAL_PAYMENT_CONFIG_ID = "sugandh"

const UPI_QR_PROVIDER_ID = `pp_${UPI_QR_IDENTIFIER}_${MANUAL_PAYMENT_CONFIG_ID}`
const BANK_TRANSFER_PROVIDER_ID = `pp_${BANK_TRANSFER_IDENTIFIER}_${MANUAL_PAYMENT_CONFIG_ID}`
export const COD_PROVIDER_ID = `pp_${COD_IDENTIFIER}_${MANUAL_PAYMENT_CONFIG_ID}`

/** The gateway's provider (payment-razorpay, registered only with its keys): the /api method "online". */
const GATEWAY_PROVIDER_ID = "pp_razorpay_sugandh"

/** The methods a person confirms (and refunds by hand): everything but the gateway. */
export type ManualPaymentMethod = Exclude<PaymentMethod, "online">

/** One of the /api paymentMethod values (the contract's PAYMENT_METHODS; requirements CHK-10, COD-01). */
export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === "string" && (PAYMENT_METHODS as readonly string[]).includes(value)
}

export function providerIdForMethod(method: PaymentMethod): string {
  if (method === "online") return GATEWAY_PROVIDER_ID
  return method === "qr-code" ? UPI_QR_PROVIDER_ID : method === "cod" ? COD_PROVIDER_ID : BANK_TRANSFER_PROVIDER_ID
}

/** The manual payment method of a payment provider id; null for the gateway and providers that are not ours. */
export function methodForProviderId(providerId: string | null | undefined): ManualPaymentMethod | null {
  if (!providerId) return null
  if (providerId.startsWith(`pp_${UPI_QR_IDENTIFIER}_`)) return "qr-code"
  if (providerId.startsWith(`pp_${BANK_TRANSFER_IDENTIFIER}_`)) return "bank-transfer"
  if (providerId.startsWith(`pp_${COD_IDENTIFIER}_`)) return "cod"
  return null
}

/** The /api payment method of a payment provider id, the gateway's ("online") included; null for others. */
export function paymentMethodForProviderId(providerId: string | null | undefined): PaymentMethod | null {
  if (providerId?.startsWith("pp_razorpay_")) return "online"
  return methodForProviderId(providerId)
}
