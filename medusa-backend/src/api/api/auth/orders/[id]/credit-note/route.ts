import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { conflict, notFound } from "../../../../../../lib/errors"
import { sendPdf } from "../../../../../utils/send-pdf"
import { resolveOrderId } from "../../../../../../lib/orders/queries"
import { loadTaxDocumentPdf } from "../../../../../../lib/invoices/load-tax-document-pdf"

export const NO_CREDIT_NOTE_MESSAGE = "A credit note is issued when an invoiced order is cancelled."

/** GET /api/auth/orders/{id}/credit-note: the owner's GST credit note as PDF; 404 for another's order, 409 when none was issued. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const orderId = await resolveOrderId(req.scope, req.params.id, { customerId: req.auth_context.actor_id })
  if (!orderId) throw notFound("Order not found")
  const doc = await loadTaxDocumentPdf(req.scope, orderId, "credit_note")
  if (!doc) throw conflict(NO_CREDIT_NOTE_MESSAGE)
  sendPdf(res, doc)
}
