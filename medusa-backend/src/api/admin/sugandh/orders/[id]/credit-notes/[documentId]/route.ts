import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { loadTaxDocumentPdf } from "../../../../../../../lib/invoices/load-tax-document-pdf"
import { sendPdf } from "../../../../../../utils/send-pdf"

/** GET /admin/sugandh/orders/{id}/credit-notes/{documentId}: one credit note as PDF for the Medusa admin's widget (session cookie). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const doc = await loadTaxDocumentPdf(req.scope, req.params.id, "credit_note", req.params.documentId)
  if (!doc) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Credit note not found")
  sendPdf(res, doc)
}
