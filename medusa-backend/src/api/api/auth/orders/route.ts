import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invalidInput } from "../../../../lib/errors"
import type { PlaceOrderInput } from "../../../../lib/orders/checkout-input"
import { pageOrderViews } from "../../../../lib/orders/queries"
import { placeCustomerOrder } from "./place-customer-order"
import type { OrderListAnswer, PagingQuery, PlaceOrderAnswer } from "@sugandh/contract"

const PAY_ONLINE_FIRST_MESSAGE = "Paying online is done from checkout's Pay button: the order is placed once the payment is made."

/** The longest Idempotency-Key we keep (UUIDs are 36). */
const MAX_KEY_LENGTH = 200

/** GET /api/auth/orders[?limit=&offset=]: the signed-in customer's orders, newest first; `count` is the total. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, PagingQuery>, res: MedusaResponse<OrderListAnswer>) {
  // Checked by the contract's PagingQuery (./middlewares.ts).
  const page = req.validatedQuery
  const { orders, count } = await pageOrderViews(req.scope, { customer_id: req.auth_context.actor_id }, page)
  res.json({ success: true, orders, count, offset: page.offset, ...(page.limit ? { limit: page.limit } : {}) })
}

/**
 * POST /api/auth/orders: places the order from the customer's server cart.
 * 201 with { order, payment, whatsappUrl }; 200 with the first order when the
 * Idempotency-Key was already used; 409 with the server's totals when the
 * client's total differs; 400 for bad input or an empty cart.
 */
export async function POST(req: AuthenticatedMedusaRequest<PlaceOrderInput>, res: MedusaResponse<PlaceOrderAnswer>) {
  // The body was checked by the contract's PlaceOrderBody (./middlewares.ts).
  const rawKey = req.get("idempotency-key")?.trim() || null
  if (rawKey && rawKey.length > MAX_KEY_LENGTH) throw invalidInput(`Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters`)
  // Paid online, a cart becomes an order only once the gateway has the money (POST /api/auth/checkout/online-payment).
  if (req.validatedBody.paymentMethod === "online") throw invalidInput(PAY_ONLINE_FIRST_MESSAGE)

  const answer = await placeCustomerOrder(req.scope, {
    customerId: req.auth_context.actor_id,
    input: req.validatedBody,
    idempotencyKey: rawKey,
  })
  if (answer.replayed) res.setHeader("Idempotent-Replayed", "true")
  res.status(answer.replayed ? 200 : 201).json(answer.body)
}
