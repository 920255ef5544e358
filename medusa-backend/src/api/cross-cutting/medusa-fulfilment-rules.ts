import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { DomainError } from "../../lib/errors"
import { loadOrderView } from "../../lib/orders/queries"
import { shipRefusal } from "../../lib/orders/ship-refusal"

/**
 * Medusa admin's "Create fulfillment" (POST /admin/orders/:id/fulfillments) runs Medusa's
 * createOrderFulfillmentWorkflow, whose only hook comes after the fulfilment provider has acted:
 * with a courier's option the courier would book the parcel before the shop's hook refuses it (and
 * Medusa's compensation cancels it again). An order that may not ship yet is refused here first,
 * with the same reason; the hook stays the rule for every other caller of the workflow.
 */
async function refuseOrdersNotReadyToShip(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const order = await loadOrderView(req.scope, req.params.id)
  const refusal = order ? shipRefusal(order) : null
  if (!refusal) return next()
  next(new DomainError("invalid", refusal))
}

export const medusaFulfilmentMiddlewares: MiddlewareRoute[] = [
  { matcher: "/admin/orders/:id/fulfillments", methods: ["POST"], middlewares: [refuseOrdersNotReadyToShip] },
]
