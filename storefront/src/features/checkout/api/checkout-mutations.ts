import { useMutation, type UseMutationOptions } from "@tanstack/react-query"
import type { PlaceOrderAnswer } from "@sugandh/contract"
import {
  placeOrderRequest,
  removeCouponRequest,
  resendVerificationRequest,
  validateCouponRequest,
  type PlaceOrderInput,
} from "./checkout-api"

type PlaceOrderVariables = { input: PlaceOrderInput; idempotencyKey: string }

/**
 * POST /api/auth/orders with the attempt's Idempotency-Key. The handlers are
 * the mutation's own, not the call's, so they still run when the shopper
 * leaves the page before the answer (the WhatsApp tab and the toast).
 */
export const usePlaceOrderRequest = (
  handlers: Pick<UseMutationOptions<PlaceOrderAnswer, unknown, PlaceOrderVariables>, "onSuccess" | "onError" | "onSettled">
) => useMutation({ mutationFn: ({ input, idempotencyKey }: PlaceOrderVariables) => placeOrderRequest(input, idempotencyKey), ...handlers })

/** POST /api/coupons/validate: applies the code to the server cart. */
export const useValidateCoupon = () =>
  useMutation({ mutationFn: ({ code, orderAmount }: { code: string; orderAmount: number }) => validateCouponRequest(code, orderAmount) })

/** POST /api/coupons/remove. */
export const useRemoveCoupon = () => useMutation({ mutationFn: () => removeCouponRequest() })

/** POST /api/auth/resend-verification, offered when an unverified account may not place another order. */
export const useResendVerification = () => useMutation({ mutationFn: (email: string) => resendVerificationRequest(email) })
