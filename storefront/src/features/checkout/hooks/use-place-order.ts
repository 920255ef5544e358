import { useCallback, useEffect, useRef, useState } from "react"
import { useNavigate } from "react-router"
import { isApiError } from "@/lib/api"
import { useToast } from "@/components/toast"
import {
  changedTotals,
  confirmOnlinePaymentRequest,
  isEmailNotVerified,
  recordCouponUse,
  startOnlinePaymentRequest,
  type PlaceOrderInput,
} from "../api/checkout-api"
import { usePlaceOrderRequest } from "../api/checkout-mutations"
import type { PlaceOrderAnswer as PlacedAnswer } from "@sugandh/contract"
import type { PlaceOrderAnswer, Totals } from "../types"
import { newIdempotencyKey } from "../utils/idempotency"
import { payWithRazorpay } from "../utils/razorpay-checkout"
import { CHECKOUT_TEXTS, validateShipping } from "../utils/shipping"

/** /orders two seconds after a successful order (requirements CHK-09). */
const REDIRECT_AFTER_ORDER_MS = 2000

type Options = {
  signedIn: boolean
  /** The server's 409 answer: show these totals and ask to confirm again. */
  onTotalsChanged: (totals: Totals) => void
  onPlaced: (answer: PlaceOrderAnswer) => void
}

/**
 * Places the order once per attempt. The Idempotency-Key stays the same for
 * a double click and for a retry after a lost answer, and changes when the
 * order itself changes (address, payment, coupon, totals) or the server refused it.
 */
export function usePlaceOrder(input: PlaceOrderInput | null, { signedIn, onTotalsChanged, onPlaced }: Options) {
  const toast = useToast()
  const navigate = useNavigate()
  /** `verifyEmail`: the account must verify its e-mail first; the page offers to resend the link. */
  const [error, setError] = useState<{ message: string; details: string[]; verifyEmail?: boolean } | null>(null)
  const [totalsChanged, setTotalsChanged] = useState<string | null>(null)
  // Set in the click itself: the mutation's pending state arrives a render later, too late for a double click.
  const sendingRef = useRef(false)
  const keyRef = useRef<string | null>(null)
  const [paying, setPaying] = useState(false)
  const afterPlaced = (answer: PlacedAnswer, input: PlaceOrderInput) => {
    keyRef.current = null
    setTotalsChanged(null)
    toast.success(answer.message || CHECKOUT_TEXTS.success)
    if (input.couponCode) recordCouponUse(input.couponCode)
    onPlaced(answer)
    // The WhatsApp message opens in a new tab (manual prepaid orders: the payment screenshot); the page also shows the link.
    if (answer.payment.method !== "cod" && answer.payment.method !== "online") {
      const tab = window.open(answer.whatsappUrl, "_blank")
      if (tab) tab.opener = null
    }
    setTimeout(() => navigate("/orders", { state: { placed: answer } }), REDIRECT_AFTER_ORDER_MS)
  }
  const { mutate: sendOrder, isPending: sending } = usePlaceOrderRequest({
    onSuccess: (answer, { input }) => afterPlaced(answer, input),
    // Not the shared error helper: a 409 carries new totals, a lost answer keeps the key, and the page
    // lists every reason under one message.
    onError: async (e) => {
      const totals = await changedTotals(e)
      if (totals) {
        keyRef.current = null
        const message = isApiError(e) ? e.message : ""
        setTotalsChanged(message)
        onTotalsChanged(totals)
        toast.warning(message || "Your order total has changed. Please review and confirm again.")
      } else if (isApiError(e) && e.kind !== "http") {
        // The order may have been made: keep the key, so trying again cannot make a second one.
        setError({ message: e.message, details: [] })
        toast.error(CHECKOUT_TEXTS.failed)
      } else {
        keyRef.current = null
        const message = isApiError(e) && e.message ? e.message : CHECKOUT_TEXTS.failed
        const details = isApiError(e) ? e.errors.map((x) => x.msg) : []
        setError({ message, details, verifyEmail: isEmailNotVerified(e) })
        toast.error(message)
      }
    },
    onSettled: () => {
      sendingRef.current = false
    },
  })

  const fingerprint = input
    ? JSON.stringify([
        input.shippingAddress,
        input.paymentMethod,
        input.couponCode,
        input.giftWrap,
        input.business ?? null,
        input.totals.total,
      ])
    : ""
  useEffect(() => {
    keyRef.current = null
  }, [fingerprint])

  const place = useCallback(() => {
    if (sendingRef.current) return
    if (!signedIn) {
      toast.error(CHECKOUT_TEXTS.loginFirst)
      return navigate("/login", { state: { from: "/checkout" } })
    }
    if (!input || input.items.length === 0) {
      toast.error(CHECKOUT_TEXTS.emptyCart)
      return navigate("/cart")
    }
    const invalid = validateShipping(input.shippingAddress)
    if (invalid) {
      setError({ message: invalid, details: [] })
      return toast.error(invalid)
    }

    sendingRef.current = true
    setError(null)
    if (input.paymentMethod === "online") return void payOnline(input)
    keyRef.current ??= newIdempotencyKey()
    sendOrder({ input, idempotencyKey: keyRef.current })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- payOnline reads only this render's values
  }, [input, signedIn, toast, navigate, sendOrder])

  /**
   * Pay online: the server readies the cart's Razorpay order, Razorpay Checkout
   * takes the payment, and its proof makes the order. Closing Checkout or a
   * failed payment leaves the cart as it was: the shopper tries again or picks
   * another method.
   */
  async function payOnline(input: PlaceOrderInput) {
    setPaying(true)
    try {
      const start = await startOnlinePaymentRequest(input)
      const outcome = await payWithRazorpay(start)
      if (!outcome.paid) {
        const message = outcome.reason ? `${outcome.reason}. ${CHECKOUT_TEXTS.paymentNotCompleted}` : CHECKOUT_TEXTS.paymentNotCompleted
        setError({ message, details: [] })
        toast.warning(message)
        return
      }
      afterPlaced(await confirmOnlinePaymentRequest(outcome.proof), input)
    } catch (e) {
      const totals = await changedTotals(e)
      if (totals) {
        const message = isApiError(e) ? e.message : ""
        setTotalsChanged(message)
        onTotalsChanged(totals)
        toast.warning(message || "Your order total has changed. Please review and confirm again.")
        return
      }
      const message = isApiError(e) && e.message ? e.message : CHECKOUT_TEXTS.failed
      setError({ message, details: isApiError(e) ? e.errors.map((x) => x.msg) : [], verifyEmail: isEmailNotVerified(e) })
      toast.error(message)
    } finally {
      setPaying(false)
      sendingRef.current = false
    }
  }

  return { place, sending: sending || paying, error, totalsChanged }
}
