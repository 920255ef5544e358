import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { conflict } from "../../../../../../lib/errors"
import { sendPdf } from "../../../../../utils/send-pdf"
import { loadTaxDocumentPdf } from "../../../../../../lib/invoices/load-tax-document-pdf"
import { NO_CREDIT_NOTE_MESSAGE } from "../../../../auth/orders/[id]/credit-note/route"
import { orderIdFromPath } from "../../helpers"

/** GET /api/admin/orders/{id}/credit-note: an operator downloads the credit note of a cancelled, invoiced order (409 when none). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const orderId = await orderIdFromPath(req)
  const doc = await loadTaxDocumentPdf(req.scope, orderId, "credit_note")
  if (!doc) throw conflict(NO_CREDIT_NOTE_MESSAGE)
  sendPdf(res, doc)
}
