import type { MiddlewareRoute } from "@medusajs/framework/http"
import { OnlinePaymentConfirmBody, PlaceOrderBody } from "@sugandh/contract"
import { requireCustomer } from "../../../../lib/auth/middlewares"
import { validateBody } from "../../../utils/validate"
import { JSON_BODY } from "../../../utils/body-limits"
import { limitOrders } from "../orders/middlewares"

/**
 * Paying online (issue 46): starting counts against the same order rate limit
 * as placing an order, with the same body; the confirmation carries only
 * Razorpay Checkout's three fields.
 */
export const customerCheckoutMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/api/auth/checkout/online-payment",
    methods: ["POST"],
    bodyParser: JSON_BODY.order,
    middlewares: [...requireCustomer, limitOrders, validateBody(PlaceOrderBody, { anyJson: true })],
  },
  {
    matcher: "/api/auth/checkout/online-payment/confirm",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [...requireCustomer, validateBody(OnlinePaymentConfirmBody)],
  },
]
