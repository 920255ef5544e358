import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isDomainError } from "../../../../../../lib/errors"
import { REMITTANCE_MESSAGES } from "../../../../../../lib/cod/remittance"
import { explainOrderFailure } from "../../../../../utils/order-failure"
import { loadOrderView, resolveOrderId } from "../../../../../../lib/orders/queries"
import { confirmOrderWorkflow } from "../../../../../../workflows/order-admin/confirm-order"
import type { ConfirmRemittanceBodyType } from "../validators"
import type { RemittanceConfirmAnswer } from "@sugandh/contract"

type Outcome = { orderId: string; orderNumber: string | null; paid: boolean; message: string }

const paise = (n: number) => Math.round(n * 100)

/**
 * POST /api/admin/payments/cod-remittance/confirm {matches: [{orderId, amount, awb?}]}:
 * marks each delivered COD order paid through the one confirm workflow (its
 * payment captured under the order's lock; "delivered and unpaid only"), so a
 * second submission of the same file marks nothing twice. An amount that is
 * not the order's total is refused here and never applied.
 */
export async function POST(req: AuthenticatedMedusaRequest<ConfirmRemittanceBodyType>, res: MedusaResponse<RemittanceConfirmAnswer>) {
  const seen = new Set<string>()
  const results: Outcome[] = []
  for (const match of req.validatedBody.matches) {
    const orderId = await resolveOrderId(req.scope, match.orderId)
    const order = orderId ? await loadOrderView(req.scope, orderId) : null
    if (!orderId || !order) {
      results.push({ orderId: match.orderId, orderNumber: null, paid: false, message: "Order not found" })
      continue
    }
    if (seen.has(orderId)) continue
    seen.add(orderId)
    if (paise(match.amount) !== paise(order.total)) {
      results.push({
        orderId,
        orderNumber: order.orderNumber,
        paid: false,
        message: REMITTANCE_MESSAGES.amountDiffers(order.orderNumber, order.total),
      })
      continue
    }
    const note = `Cash on delivery remitted${match.awb ? ` (AWB ${match.awb})` : ""}`
    try {
      await confirmOrderWorkflow(req.scope).run({ input: { order_id: orderId, note, actor_id: req.auth_context.actor_id } })
      results.push({ orderId, orderNumber: order.orderNumber, paid: true, message: "Marked paid" })
    } catch (error) {
      const mapped = explainOrderFailure(error)
      if (!isDomainError(mapped)) throw error
      results.push({ orderId, orderNumber: order.orderNumber, paid: false, message: mapped.message })
    }
  }
  const paid = results.filter((r) => r.paid).length
  res.json({ success: true, message: `${paid} ${paid === 1 ? "order" : "orders"} marked paid`, paid, results })
}
