import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CreateReturnBody, OneReturnAnswer, ReturnsAnswer } from "@sugandh/contract"
import { notFound } from "../../../../../../lib/errors"
import { resolveOrderId } from "../../../../../../lib/orders/queries"
import { readReturn, readReturns } from "../../../../../../lib/returns/read-returns"
import { requestShopperReturnWorkflow } from "../../../../../../workflows/returns/request-shopper-return"
import { requestShopperExchangeWorkflow } from "../../../../../../workflows/returns/request-shopper-exchange"
import { explainOrderFailure } from "../../../../../utils/order-failure"

/** GET /api/auth/orders/{id}/returns: the owner's returns of the order, oldest first; another's order is 404. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<ReturnsAnswer>) {
  const orderId = await resolveOrderId(req.scope, req.params.id, { customerId: req.auth_context.actor_id })
  if (!orderId) throw notFound("Order not found")
  res.json({ returns: await readReturns(req.scope, { order_id: orderId }) })
}

/**
 * POST /api/auth/orders/{id}/returns: asks for a return of delivered lines
 * (Medusa's return, requested), or with `exchange` an exchange for other
 * sizes (Medusa's order exchange). 201 with the return; the limits answer 400
 * (naming the line or field) or 409 (order state, window, open return).
 */
export async function POST(req: AuthenticatedMedusaRequest<CreateReturnBody>, res: MedusaResponse<OneReturnAnswer>) {
  const customerId = req.auth_context.actor_id
  const orderId = await resolveOrderId(req.scope, req.params.id, { customerId })
  if (!orderId) throw notFound("Order not found")
  const body = req.validatedBody
  let returnId: string
  try {
    const input = {
      order_id: orderId,
      customer_id: customerId,
      items: body.items,
      reason_id: body.reasonId,
      note: body.note ?? null,
      photos: body.photos ?? [],
      refund_to: body.refundTo ?? null,
    }
    // With `exchange`, Medusa's order exchange (its return rides on it); else a plain return.
    const { result } = body.exchange?.length
      ? await requestShopperExchangeWorkflow(req.scope).run({ input: { ...input, exchange: body.exchange } })
      : await requestShopperReturnWorkflow(req.scope).run({ input })
    returnId = result.return_id
  } catch (error) {
    throw explainOrderFailure(error)
  }
  const created = await readReturn(req.scope, returnId)
  if (!created) throw notFound("Return not found")
  res.status(201).json({ return: created })
}
