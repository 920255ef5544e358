import type { MiddlewareRoute } from "@medusajs/framework/http"
import { requireAdmin, requireCustomer } from "../../../lib/auth/middlewares"
import { CouponStatusBody, CreateCouponBody } from "../../../lib/coupons/validators"
import { byIp, envNumber, rateLimit } from "../../../lib/rate-limit"
import { JSON_BODY } from "../../utils/body-limits"
import { byCustomer, inTests, orderWindowMs } from "../../utils/limits"
import { smallJsonCall } from "../../utils/json-call"
import { validateBody } from "../../utils/validate"
import { CouponCodeBody } from "./validate/validators"

// Checking coupon codes (validate and apply, one count): per customer and per IP, so codes cannot be guessed in bulk.
const limitCouponChecks = rateLimit({
  name: "coupons.validate",
  message: "Too many attempts. Please wait a few minutes and try again.",
  rules: [
    {
      by: "customer",
      key: byCustomer,
      limit: () => envNumber("COUPON_RATE_LIMIT_MAX", inTests() ? 10_000 : 20),
      windowMs: orderWindowMs,
    },
    { by: "ip", key: byIp, limit: () => envNumber("COUPON_RATE_LIMIT_IP_MAX", inTests() ? 10_000 : 60), windowMs: orderWindowMs },
  ],
})

/**
 * Coupons: a signed-in shopper validates, applies and removes a code at checkout
 * (counted, so codes cannot be guessed in bulk); operators list, create, pause and delete them.
 */
export const couponMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/api/coupons/validate",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [...requireCustomer, limitCouponChecks, validateBody(CouponCodeBody)],
  },
  // The coupon box's Remove: takes the code off the server cart (no body).
  smallJsonCall("/api/coupons/remove", ["POST"], requireCustomer),
  {
    matcher: "/api/coupons/apply",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [...requireCustomer, limitCouponChecks, validateBody(CouponCodeBody)],
  },

  // Coupon management (coupons/validate and coupons/apply are shoppers' calls, not matched here).
  { matcher: "/api/coupons", methods: ["GET"], middlewares: [...requireAdmin] },
  smallJsonCall("/api/coupons", ["POST"], requireAdmin, CreateCouponBody),
  smallJsonCall("/api/coupons/:id/status", ["PUT"], requireAdmin, CouponStatusBody),
  { matcher: "/api/coupons/:id", methods: ["DELETE"], middlewares: [...requireAdmin] },
]
