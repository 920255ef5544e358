import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { requireCustomer } from "../../../../lib/auth/middlewares"
import { byIp, envNumber, rateLimit } from "../../../../lib/rate-limit"
import { validateBody, validateQuery } from "../../../utils/validate"
import { CreateReturnBody } from "@sugandh/contract"
import { CancelOrderBody, PagingQuery, PaymentReferenceBody, PlaceOrderBody } from "./validators"
import { byCustomer, inTests, orderWindowMs } from "../../../utils/limits"
import { JSON_BODY } from "../../../utils/body-limits"
import { parseReturnPhotos } from "../../../../lib/uploads"

// Placing orders: per signed-in customer and per IP (generous under NODE_ENV=test, like the auth limits).

/** Who completes a cart through Medusa's Store API (read from the cart by storeCompletionBuyer). */
type StoreBuyer = { customerId: string | null; email: string | null; phone: string | null }
const storeBuyerOf = (req: unknown) => (req as { sugandhStoreBuyer?: StoreBuyer }).sugandhStoreBuyer
const perCustomer = () => envNumber("ORDER_RATE_LIMIT_MAX", inTests() ? 10_000 : 10)

// One limiter for both doors (POST /api/auth/orders and POST /store/carts/:id/complete), so the counts are shared.
// A guest of the Store API (no account) is counted by the cart's e-mail and by its phone (issue 43), and by client address.
export const limitOrders = rateLimit({
  name: "orders.place",
  message: "Too many orders in a short time. Please wait a few minutes and try again.",
  rules: [
    {
      by: "customer",
      key: (req) => byCustomer(req) ?? storeBuyerOf(req)?.customerId ?? undefined,
      limit: perCustomer,
      windowMs: orderWindowMs,
    },
    { by: "ip", key: byIp, limit: () => envNumber("ORDER_RATE_LIMIT_IP_MAX", inTests() ? 10_000 : 30), windowMs: orderWindowMs },
    { by: "guest-email", key: (req) => storeBuyerOf(req)?.email ?? undefined, limit: perCustomer, windowMs: orderWindowMs },
    { by: "guest-phone", key: (req) => storeBuyerOf(req)?.phone ?? undefined, limit: perCustomer, windowMs: orderWindowMs },
  ],
})

/**
 * Reads who is completing the cart (its customer when that has an account, else
 * its e-mail and shipping phone) for limitOrders. An unknown cart passes on to
 * Medusa's route (which answers 404 for it), counted by client address.
 */
async function storeCompletionBuyer(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: ["id", "email", "customer_id", "customer.has_account", "shipping_address.phone"],
      filters: { id: req.params.id },
    })
    const cart = data[0] as
      | {
          email?: string | null
          customer_id?: string | null
          customer?: { has_account?: boolean } | null
          shipping_address?: { phone?: string | null } | null
        }
      | undefined
    if (cart) {
      const account = !!cart.customer?.has_account && !!cart.customer_id
      const buyer: StoreBuyer = {
        customerId: account ? cart.customer_id! : null,
        email: account ? null : cart.email?.trim().toLowerCase() || null,
        phone: account ? null : cart.shipping_address?.phone?.replace(/\D/g, "") || null,
      }
      ;(req as { sugandhStoreBuyer?: StoreBuyer }).sugandhStoreBuyer = buyer
    }
    next()
  } catch (error) {
    next(error)
  }
}

/**
 * The customer's orders and checkout: signed-in customers only; Medusa's Store API
 * checkout shares the order limit (one limiter, so the counts are shared).
 * POST /api/auth/orders is checked by the contract's PlaceOrderBody after the rate limit, in
 * steps, so "Please fill in all required fields" wins over format errors (requirements CHK-02).
 */
export const customerOrderMiddlewares: MiddlewareRoute[] = [
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
  { matcher: "/api/auth/orders/:id/tracking", methods: ["GET"], middlewares: [...requireCustomer] },
  // Returns (issue 45): the shopper's requests on Medusa's returns.
  { matcher: "/api/auth/orders/:id/returns", methods: ["GET"], middlewares: [...requireCustomer] },
  { matcher: "/api/auth/orders/:id/returns/options", methods: ["GET"], middlewares: [...requireCustomer] },
  {
    matcher: "/api/auth/orders/:id/returns",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [...requireCustomer, validateBody(CreateReturnBody)],
  },
  // Photos first, multipart (their own parser: no JSON body parser).
  { matcher: "/api/auth/returns/photos", methods: ["POST"], bodyParser: false, middlewares: [...requireCustomer, parseReturnPhotos()] },
  { matcher: "/api/auth/returns/photos/:name", methods: ["GET"], middlewares: [...requireCustomer] },
  { matcher: "/api/auth/returns/:returnId/cancel", methods: ["POST"], bodyParser: JSON_BODY.small, middlewares: [...requireCustomer] },
  {
    matcher: "/api/auth/orders/:id/payment-reference",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [...requireCustomer, validateBody(PaymentReferenceBody)],
  },
  // Medusa's Store API checkout (issue 43): the same order rate limit; the order limits run in completeCartWorkflow's hook.
  { matcher: "/store/carts/:id/complete", methods: ["POST"], middlewares: [storeCompletionBuyer, limitOrders] },
  // Cash on delivery: the shopper's "Confirm order" button on /orders.
  { matcher: "/api/auth/orders/:id/cod-confirmation", methods: ["POST"], bodyParser: JSON_BODY.small, middlewares: [...requireCustomer] },
]
