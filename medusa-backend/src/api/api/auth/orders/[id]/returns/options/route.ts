import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ReturnOptionsAnswer } from "@sugandh/contract"
import { notFound } from "../../../../../../../lib/errors"
import { resolveOrderId } from "../../../../../../../lib/orders/queries"
import { readOrderReturnFacts } from "../../../../../../../lib/returns/order-return-facts"
import { returnPolicySettings } from "../../../../../../../lib/returns/policy"
import { returnOptions, type ReturnReasonRow } from "../../../../../../../lib/returns/return-options"
import { otherSizes } from "../../../../../../../lib/returns/exchange-sizes"

/**
 * GET /api/auth/orders/{id}/returns/options: what the return form offers
 * (window, the invoice's lines with what is left to return, Medusa's return
 * reasons, whether a payee is needed, the other sizes an exchange may take). Another's order is 404. A read: no
 * workflow (D4 concerns changes).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<ReturnOptionsAnswer>) {
  const orderId = await resolveOrderId(req.scope, req.params.id, { customerId: req.auth_context.actor_id })
  if (!orderId) throw notFound("Order not found")
  const facts = await readOrderReturnFacts(req.scope, orderId)
  if (!facts) throw notFound("Order not found")
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: reasons } = await query.graph({ entity: "return_reason", fields: ["id", "value", "label", "description", "created_at"] })
  const ordered = (reasons as unknown as (ReturnReasonRow & { created_at?: unknown })[])
    .slice()
    .sort((a, b) => new Date(String(a.created_at ?? 0)).getTime() - new Date(String(b.created_at ?? 0)).getTime())
  const sizes = await otherSizes(
    req.scope,
    facts.lines.map((l) => l.productId ?? "")
  )
  res.json(returnOptions(facts, ordered, new Date(), returnPolicySettings(), sizes))
}
