import type { MiddlewareRoute } from "@medusajs/framework/http"
import { requireCustomer } from "../../lib/auth/middlewares"
import { validateBody } from "../utils/validate"
import { CancelOrderBody } from "../api/auth/orders/validators"
import { CouponCodeBody } from "../api/coupons/validate/validators"

/** An order body is an address, a method and a few totals (items are informational); 32 kB is plenty. */
const orderJson = { sizeLimit: "32kb" }
const smallJson = { sizeLimit: "10kb" }

/**
 * Checkout, coupons and the customer's orders: signed-in customers only.
 * POST /api/auth/orders validates in its route (parsePlaceOrderBody), because
 * the spec's "Please fill in all required fields" must win over format errors.
 */
export const checkoutMiddlewares: MiddlewareRoute[] = [
  { matcher: "/api/auth/orders", methods: ["GET"], middlewares: [...requireCustomer] },
  { matcher: "/api/auth/orders", methods: ["POST"], bodyParser: orderJson, middlewares: [...requireCustomer] },
  { matcher: "/api/auth/orders/:id/invoice", methods: ["GET"], middlewares: [...requireCustomer] },
  {
    matcher: "/api/auth/orders/:id/cancel",
    methods: ["PUT"],
    bodyParser: smallJson,
    middlewares: [...requireCustomer, validateBody(CancelOrderBody)],
  },
  {
    matcher: "/api/coupons/validate",
    methods: ["POST"],
    bodyParser: smallJson,
    middlewares: [...requireCustomer, validateBody(CouponCodeBody)],
  },
  {
    matcher: "/api/coupons/apply",
    methods: ["POST"],
    bodyParser: smallJson,
    middlewares: [...requireCustomer, validateBody(CouponCodeBody)],
  },
]
