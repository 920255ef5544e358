import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { loadOrderView, resolveOrderId } from "../../../../../../lib/orders/queries"
import { confirmOrderWorkflow } from "../../../../../../workflows/order-admin/confirm-order"
import { explainOrderFailure } from "../../../../../utils/order-failure"
import { isDomainError } from "../../../../../../lib/errors"
import type { ConfirmMatchesBodyType } from "../../validators"
import type { ReconcileConfirmAnswer } from "@sugandh/contract"

type Outcome = { orderId: string; orderNumber: string | null; confirmed: boolean; message: string }

/**
 * POST /api/admin/payments/reconcile/confirm {matches: [{orderId, reference?, date?}]}:
 * confirms each chosen order through the one confirm workflow (payment
 * captured, e-mail sent). The workflow's order lock and "pending only" rule
 * make a second submission of the same match a refusal, never a second capture.
 */
export async function POST(req: AuthenticatedMedusaRequest<ConfirmMatchesBodyType>, res: MedusaResponse<ReconcileConfirmAnswer>) {
  const { matches } = req.validatedBody
  const seen = new Set<string>()
  const results: Outcome[] = []
  for (const match of matches) {
    const orderId = await resolveOrderId(req.scope, match.orderId)
    if (!orderId) {
      results.push({ orderId: match.orderId, orderNumber: null, confirmed: false, message: "Order not found" })
      continue
    }
    if (seen.has(orderId)) continue
    seen.add(orderId)
    const note = match.reference
      ? `Payment received (bank reference ${match.reference}${match.date ? `, ${match.date}` : ""})`
      : "Payment received"
    try {
      await confirmOrderWorkflow(req.scope).run({ input: { order_id: orderId, note, actor_id: req.auth_context.actor_id } })
      const order = await loadOrderView(req.scope, orderId)
      results.push({ orderId, orderNumber: order?.orderNumber ?? null, confirmed: true, message: "Confirmed" })
    } catch (error) {
      const mapped = explainOrderFailure(error)
      if (!isDomainError(mapped)) throw error
      const order = await loadOrderView(req.scope, orderId)
      results.push({ orderId, orderNumber: order?.orderNumber ?? null, confirmed: false, message: mapped.message })
    }
  }
  const confirmed = results.filter((r) => r.confirmed).length
  res.json({
    success: true,
    message: `${confirmed} ${confirmed === 1 ? "order" : "orders"} confirmed`,
    confirmed,
    results,
  })
}
