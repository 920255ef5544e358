import { useCallback, useEffect, useState } from "react"
import { isApiError } from "@/lib/api"
import { useToast } from "@/components/toast"
import { removeCouponRequest, validateCouponRequest } from "../api/checkout-api"
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
  const [removing, setRemoving] = useState(false)
  const cartCode = cartCoupon?.code ?? null
  const cartDiscount = cartCoupon?.calculatedDiscount ?? 0
  // Whenever the server cart answers, the box shows its coupon (or none).
  useEffect(() => {
    setApplied(cartCode ? { code: cartCode, calculatedDiscount: cartDiscount } : null)
  }, [cartCode, cartDiscount])
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

  const remove = useCallback(async () => {
    setError(null)
    setRemoving(true)
    try {
      const totals = await removeCouponRequest()
      setApplied(null)
      onTotals(totals)
      toast.info(COUPON_TEXTS.removed)
    } catch (e) {
      const serverMessage = isApiError(e) && e.kind === "http" ? e.message : ""
      toast.error(serverMessage || COUPON_TEXTS.removeFailed)
    } finally {
      setRemoving(false)
    }
  }, [onTotals, toast])

  return { applied, checking: checking || removing, error, apply, remove }
}
