import type { OnlinePaymentStartAnswer } from "@sugandh/contract"
import type { OnlinePaymentProof } from "../api/checkout-api"

/** Razorpay Checkout's script (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/build-integration/): loaded on the checkout page only, when the shopper pays online. */
export const RAZORPAY_CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js"

/** The part of Razorpay Checkout the shop uses: `new Razorpay(options)`, `.on("payment.failed")`, `.open()`. */
type RazorpayOptions = {
  key: string
  amount: number
  currency: string
  name: string
  order_id: string
  prefill: { name: string; email: string; contact: string }
  handler: (response: OnlinePaymentProof) => void
  modal: { ondismiss: () => void }
}
type RazorpayInstance = {
  open: () => void
  on: (event: "payment.failed", cb: (response: { error?: { description?: string } }) => void) => void
}
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor
  }
}

let loading: Promise<RazorpayConstructor> | null = null

/** Adds the script once; a failed load may be tried again (the next click). */
export function loadRazorpayCheckout(src: string = RAZORPAY_CHECKOUT_SCRIPT): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay)
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script")
    script.src = src
    script.async = true
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error("Razorpay Checkout did not load")))
    script.onerror = () => reject(new Error("Razorpay Checkout did not load"))
    document.head.appendChild(script)
  }).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

/** How a Checkout ended: paid (with the handler's proof), or closed / failed without a payment to confirm. */
export type CheckoutOutcome = { paid: true; proof: OnlinePaymentProof } | { paid: false; reason: string | null }

/**
 * Opens Razorpay Checkout for the server's Razorpay order and settles once:
 * the handler's three fields on success; the modal closed (or a failed attempt
 * the shopper then closed) otherwise, with Razorpay's reason when it gave one.
 */
export async function payWithRazorpay(start: OnlinePaymentStartAnswer): Promise<CheckoutOutcome> {
  const Razorpay = await loadRazorpayCheckout()
  return new Promise<CheckoutOutcome>((resolve) => {
    let failure: string | null = null
    const checkout = new Razorpay({
      key: start.keyId,
      amount: start.amount,
      currency: start.currency,
      name: start.name,
      order_id: start.orderId,
      prefill: start.prefill,
      handler: (response) =>
        resolve({
          paid: true,
          proof: {
            razorpay_payment_id: response.razorpay_payment_id,
            razorpay_order_id: response.razorpay_order_id,
            razorpay_signature: response.razorpay_signature,
          },
        }),
      modal: { ondismiss: () => resolve({ paid: false, reason: failure }) },
    })
    // A failed attempt leaves the modal open for another try; its reason is kept for when the shopper closes it.
    checkout.on("payment.failed", (response) => {
      failure = response.error?.description ?? null
    })
    checkout.open()
  })
}
