import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { badRequest } from "../../../utils/api-error"
import { parsePlaceOrderBody } from "../../../../lib/orders/checkout-input"
import { listSpecOrders } from "../../../../lib/orders/queries"
import { placeCustomerOrder } from "../../../../workflows/checkout/place-customer-order"

/** The longest Idempotency-Key we keep (UUIDs are 36). */
const MAX_KEY_LENGTH = 200

/** GET /api/auth/orders: the signed-in customer's orders, newest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const orders = await listSpecOrders(req.scope, { customer_id: req.auth_context.actor_id })
  res.json({ success: true, orders, count: orders.length })
}

/**
 * POST /api/auth/orders: places the order from the customer's server cart.
 * 201 with { order, payment, whatsappUrl }; 200 with the first order when the
 * Idempotency-Key was already used; 409 with the server's totals when the
 * client's total differs; 400 for bad input or an empty cart.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const parsed = parsePlaceOrderBody(req.body)
  if (!parsed.ok) throw badRequest(parsed.message, parsed.errors)
  const rawKey = req.get("idempotency-key")?.trim() || null
  if (rawKey && rawKey.length > MAX_KEY_LENGTH) throw badRequest(`Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters`)

  const answer = await placeCustomerOrder(req.scope, {
    customerId: req.auth_context.actor_id,
    input: parsed.value,
    idempotencyKey: rawKey,
  })
  if (answer.replayed) res.setHeader("Idempotent-Replayed", "true")
  res.status(answer.replayed ? 200 : 201).json(answer.body)
}
