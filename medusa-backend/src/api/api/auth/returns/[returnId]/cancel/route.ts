import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OneReturnAnswer } from "@sugandh/contract"
import { conflict, notFound } from "../../../../../../lib/errors"
import { readOrders } from "../../../../../../lib/orders/read-orders"
import { readReturn, readReturnRow } from "../../../../../../lib/returns/read-returns"
import { returnState } from "../../../../../../lib/returns/return-answer"
import { cancelShopperReturnWorkflow } from "../../../../../../workflows/returns/cancel-shopper-return"
import { explainOrderFailure } from "../../../../../utils/order-failure"

/**
 * POST /api/auth/returns/{returnId}/cancel: the shopper withdraws a return
 * before the parcel is received (Medusa's cancelReturnWorkflow); 404 for
 * another shopper's return, 409 once received, refunded, rejected or cancelled.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<OneReturnAnswer>) {
  const customerId = req.auth_context.actor_id
  const row = await readReturnRow(req.scope, req.params.returnId)
  const [owned] = row
    ? await readOrders<{ id: string }>(req.scope, { fields: ["id"], filters: { id: row.order_id, customer_id: customerId } })
    : []
  if (!row || !owned) throw notFound("Return not found")
  const state = returnState(row)
  if (state !== "requested" && state !== "approved") throw conflict(`This return cannot be cancelled: it is ${state}`)
  try {
    await cancelShopperReturnWorkflow(req.scope).run({ input: { return_id: row.id, order_id: row.order_id, customer_id: customerId } })
  } catch (error) {
    throw explainOrderFailure(error)
  }
  res.json({ return: (await readReturn(req.scope, row.id))! })
}
