import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readCodConfirmationToken } from "../../../../lib/cod/confirmation-token"
import { COD_MESSAGES } from "../../../../lib/cod/settings"
import { codTokenSecret } from "../../../../lib/cod/token-secret"
import { invalidInput } from "../../../../lib/errors"
import { explainOrderFailure } from "../../../utils/order-failure"
import { loadOrderView } from "../../../../lib/orders/queries"
import { confirmCodOrderWorkflow } from "../../../../workflows/cod/confirm-cod-order"
import type { CodTokenBodyType } from "./validators"
import type { CodLinkAnswer } from "@sugandh/contract"

/**
 * POST /api/orders/cod-confirmation {token}: the e-mailed link, no sign-in
 * needed (the shopper may open it on another device). A forged or expired
 * token is 400; a token whose order is already confirmed or cancelled 409, so
 * the link works once. Answers only the order's number and status.
 */
export async function POST(req: MedusaRequest<CodTokenBodyType>, res: MedusaResponse<CodLinkAnswer>) {
  const claim = readCodConfirmationToken(codTokenSecret(req.scope), req.validatedBody.token)
  if (!claim) throw invalidInput(COD_MESSAGES.linkInvalid, [{ msg: COD_MESSAGES.linkInvalid, path: "token" }])
  try {
    await confirmCodOrderWorkflow(req.scope).run({ input: { order_id: claim.orderId, confirmed_by: "link" } })
  } catch (error) {
    throw explainOrderFailure(error)
  }
  const order = await loadOrderView(req.scope, claim.orderId)
  res.json({
    success: true,
    message: COD_MESSAGES.confirmed,
    order: order ? { orderNumber: order.orderNumber, orderStatus: order.orderStatus, paymentStatus: order.paymentStatus } : null,
  })
}
