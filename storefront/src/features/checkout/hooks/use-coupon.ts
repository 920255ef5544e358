import { useCallback, useState } from "react"
import { isApiError } from "@/lib/api"
import { useToast } from "@/components/toast"
import { validateCouponRequest } from "../api/checkout-api"
import { COUPON_TEXTS } from "../components/coupon-box"
import type { AppliedCoupon, Totals } from "../types"

/**
 * The coupon box's state. The server applies a valid code to the cart and
 * answers the discount and new totals; a refused code clears it.
 */
export function useCoupon(subtotal: number, onTotals: (totals: Totals | null) => void) {
  const toast = useToast()
  const [applied, setApplied] = useState<AppliedCoupon | null>(null)
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const apply = useCallback(
    async (raw: string) => {
      const code = raw.trim().toUpperCase()
      if (!code) return setError(COUPON_TEXTS.required)
      setError(null)
      setChecking(true)
      try {
        const answer = await validateCouponRequest(code, subtotal)
        if (answer.valid) {
          setApplied(answer.coupon)
          onTotals(answer.totals)
          toast.success(COUPON_TEXTS.applied(answer.coupon.calculatedDiscount))
        } else {
          setApplied(null)
          onTotals(null)
          setError(answer.message || COUPON_TEXTS.invalid)
        }
      } catch (e) {
        setApplied(null)
        onTotals(null)
        const serverMessage = isApiError(e) && e.kind === "http" ? e.message : ""
        setError(isApiError(e) && e.kind === "http" ? serverMessage || COUPON_TEXTS.invalid : COUPON_TEXTS.failed)
      } finally {
        setChecking(false)
      }
    },
    [subtotal, onTotals, toast]
  )

  const remove = useCallback(() => {
    setApplied(null)
    setError(null)
    toast.info(COUPON_TEXTS.removed)
  }, [toast])

  return { applied, checking, error, apply, remove }
}
