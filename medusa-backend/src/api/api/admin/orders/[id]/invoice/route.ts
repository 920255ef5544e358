import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { conflict } from "../../../../../../lib/errors"
import { sendPdf } from "../../../../../utils/send-pdf"
import { loadTaxDocumentPdf } from "../../../../../../lib/invoices/load-tax-document-pdf"
import { INVOICE_NOT_YET_MESSAGE } from "../../../../auth/orders/[id]/invoice/route"
import { orderIdFromPath } from "../../helpers"

/** GET /api/admin/orders/{id}/invoice: an operator downloads the order's GST tax invoice (409 before payment is confirmed). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const orderId = await orderIdFromPath(req)
  const doc = await loadTaxDocumentPdf(req.scope, orderId)
  if (!doc) throw conflict(INVOICE_NOT_YET_MESSAGE)
  sendPdf(res, doc)
}
