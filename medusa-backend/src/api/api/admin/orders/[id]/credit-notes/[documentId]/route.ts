import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { notFound } from "../../../../../../../lib/errors"
import { loadTaxDocumentPdf } from "../../../../../../../lib/invoices/load-tax-document-pdf"
import { sendPdf } from "../../../../../../utils/send-pdf"
import { orderIdFromPath } from "../../../helpers"

/** GET /api/admin/orders/{id}/credit-notes/{documentId}: one of the order's credit notes as PDF. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const orderId = await orderIdFromPath(req)
  const doc = await loadTaxDocumentPdf(req.scope, orderId, "credit_note", req.params.documentId)
  if (!doc) throw notFound("Credit note not found")
  sendPdf(res, doc)
}
