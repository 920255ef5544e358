import type { MiddlewareRoute } from "@medusajs/framework/http"
import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { requireCustomer } from "../../lib/auth/middlewares"
import { byIp, envNumber, rateLimit } from "../../lib/rate-limit"
import { validateBody, validateQuery } from "../utils/validate"
import { CancelOrderBody, PagingQuery, PaymentReferenceBody, PlaceOrderBody } from "../api/auth/orders/validators"
import { CouponCodeBody } from "../api/coupons/validate/validators"
import { JSON_BODY } from "../utils/body-limits"

// Placing orders: per signed-in customer and per IP (generous under NODE_ENV=test, like the auth limits).
const orderTesting = () => process.env.NODE_ENV === "test"
const orderWindowMs = () => envNumber("ORDER_RATE_LIMIT_WINDOW_MS", 10 * 60 * 1000)
const byCustomer = (req: unknown) => (req as AuthenticatedMedusaRequest).auth_context?.actor_id || undefined
const limitOrders = rateLimit({
  name: "orders.place",
  message: "Too many orders in a short time. Please wait a few minutes and try again.",
  rules: [
    {
      by: "customer",
      key: byCustomer,
      limit: () => envNumber("ORDER_RATE_LIMIT_MAX", orderTesting() ? 10_000 : 10),
      windowMs: orderWindowMs,
    },
    { by: "ip", key: byIp, limit: () => envNumber("ORDER_RATE_LIMIT_IP_MAX", orderTesting() ? 10_000 : 30), windowMs: orderWindowMs },
  ],
})

// Checking coupon codes (validate and apply, one count): per customer and per IP, so codes cannot be guessed in bulk.
const limitCouponChecks = rateLimit({
  name: "coupons.validate",
  message: "Too many attempts. Please wait a few minutes and try again.",
  rules: [
    {
      by: "customer",
      key: byCustomer,
      limit: () => envNumber("COUPON_RATE_LIMIT_MAX", orderTesting() ? 10_000 : 20),
      windowMs: orderWindowMs,
    },
    { by: "ip", key: byIp, limit: () => envNumber("COUPON_RATE_LIMIT_IP_MAX", orderTesting() ? 10_000 : 60), windowMs: orderWindowMs },
  ],
})

/**
 * Checkout, coupons and the customer's orders: signed-in customers only.
 * POST /api/auth/orders is checked by the contract's PlaceOrderBody after the rate limit, in
 * steps, so "Please fill in all required fields" wins over format errors (requirements CHK-02).
 */
export const checkoutMiddlewares: MiddlewareRoute[] = [
  { matcher: "/api/auth/orders", methods: ["GET"], middlewares: [...requireCustomer, validateQuery(PagingQuery)] },
  {
    matcher: "/api/auth/orders",
    methods: ["POST"],
    bodyParser: JSON_BODY.order,
    middlewares: [...requireCustomer, limitOrders, validateBody(PlaceOrderBody, { anyJson: true })],
  },
  { matcher: "/api/auth/orders/:id/invoice", methods: ["GET"], middlewares: [...requireCustomer] },
  { matcher: "/api/auth/orders/:id/credit-note", methods: ["GET"], middlewares: [...requireCustomer] },
  {
    matcher: "/api/auth/orders/:id/cancel",
    methods: ["PUT"],
    bodyParser: JSON_BODY.small,
    middlewares: [...requireCustomer, validateBody(CancelOrderBody)],
  },
  { matcher: "/api/auth/orders/:id/payment", methods: ["GET"], middlewares: [...requireCustomer] },
  {
    matcher: "/api/auth/orders/:id/payment-reference",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [...requireCustomer, validateBody(PaymentReferenceBody)],
  },
  {
    matcher: "/api/coupons/validate",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [...requireCustomer, limitCouponChecks, validateBody(CouponCodeBody)],
  },
  // The coupon box's Remove: takes the code off the server cart (no body).
  { matcher: "/api/coupons/remove", methods: ["POST"], bodyParser: JSON_BODY.small, middlewares: [...requireCustomer] },
  {
    matcher: "/api/coupons/apply",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [...requireCustomer, limitCouponChecks, validateBody(CouponCodeBody)],
  },
]
