import { useCallback, useEffect, useState } from "react"
import { apiErrorFeedback, reportApiError } from "@/lib/api-error-feedback"
import { useToast } from "@/components/toast"
import { useRemoveCoupon, useValidateCoupon } from "../api/checkout-mutations"
import { COUPON_TEXTS } from "../components/coupon-box"
import type { AppliedCoupon, Totals } from "../types"

/**
 * The coupon box's state. The server applies a valid code to the cart and
 * answers the discount and new totals; a refused code clears it. The server
 * cart is the truth: the box follows the cart's coupon (after a reload, or
 * coming back to checkout) and Remove takes the code off the server cart.
 */
export function useCoupon(subtotal: number, onTotals: (totals: Totals | null) => void, cartCoupon: AppliedCoupon | null) {
  const toast = useToast()
  const [applied, setApplied] = useState<AppliedCoupon | null>(cartCoupon)
  const cartCode = cartCoupon?.code ?? null
  const cartDiscount = cartCoupon?.calculatedDiscount ?? 0
  // Whenever the server cart answers, the box shows its coupon (or none).
  useEffect(() => {
    setApplied(cartCode ? { code: cartCode, calculatedDiscount: cartDiscount } : null)
  }, [cartCode, cartDiscount])
  const validate = useValidateCoupon()
  const removal = useRemoveCoupon()
  const [error, setError] = useState<string | null>(null)
  const { mutate: validateMutate } = validate
  const { mutate: removeMutate } = removal

  const apply = useCallback(
    (raw: string) => {
      const code = raw.trim().toUpperCase()
      if (!code) return setError(COUPON_TEXTS.required)
      setError(null)
      validateMutate(
        { code, orderAmount: subtotal },
        {
          onSuccess: (answer) => {
            if (answer.valid) {
              setApplied(answer.coupon)
              onTotals(answer.totals)
              toast.success(COUPON_TEXTS.applied(answer.coupon.calculatedDiscount))
            } else {
              setApplied(null)
              onTotals(null)
              setError(answer.message || COUPON_TEXTS.invalid)
            }
          },
          // A refused code is shown under the box only (no toast); no answer at all says `failed`.
          onError: (e) => {
            setApplied(null)
            onTotals(null)
            setError(apiErrorFeedback(e, { failed: COUPON_TEXTS.invalid, network: COUPON_TEXTS.failed }).message)
          },
        }
      )
    },
    [subtotal, onTotals, toast, validateMutate]
  )

  const remove = useCallback(() => {
    setError(null)
    removeMutate(undefined, {
      onSuccess: (totals) => {
        setApplied(null)
        onTotals(totals)
        toast.info(COUPON_TEXTS.removed)
      },
      onError: (e) => reportApiError(e, { failed: COUPON_TEXTS.removeFailed, network: COUPON_TEXTS.removeFailed }, toast.error),
    })
  }, [onTotals, toast, removeMutate])

  return { applied, checking: validate.isPending || removal.isPending, error, apply, remove }
}
