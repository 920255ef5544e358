// The payment reference rule (UPI UTR or bank UTR) and its messages are shared with the storefront.
export { isValidPaymentReference, normalizePaymentReference, PAYMENT_REFERENCE_MESSAGES } from "@sugandh/contract"
