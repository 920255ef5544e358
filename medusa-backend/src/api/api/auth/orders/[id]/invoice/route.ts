import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { conflict, notFound } from "../../../../../../lib/errors"
import { sendPdf } from "../../../../../utils/send-pdf"
import { resolveOrderId } from "../../../../../../lib/orders/queries"
import { loadTaxDocumentPdf } from "../../../../../../lib/invoices/load-tax-document-pdf"

export const INVOICE_NOT_YET_MESSAGE = "The invoice is issued when the payment is confirmed."

/** GET /api/auth/orders/{id}/invoice: the owner's GST tax invoice as PDF; 404 for another's order, 409 before payment is confirmed. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const orderId = await resolveOrderId(req.scope, req.params.id, { customerId: req.auth_context.actor_id })
  if (!orderId) throw notFound("Order not found")
  const doc = await loadTaxDocumentPdf(req.scope, orderId)
  if (!doc) throw conflict(INVOICE_NOT_YET_MESSAGE)
  sendPdf(res, doc)
}
