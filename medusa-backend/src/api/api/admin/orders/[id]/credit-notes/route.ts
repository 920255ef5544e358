import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CreditNoteBodyType } from "../../../../../../lib/invoices/credit-note-body"
import { creditNoteInput, creditNotesView } from "../../../../../../lib/invoices/credit-notes-view"
import { explainOrderFailure } from "../../../../../utils/order-failure"
import { issueCreditNoteWorkflow } from "../../../../../../workflows/invoice/issue-credit-note"
import { orderIdFromPath } from "../../helpers"
import type { CreditNoteIssuedAnswer, CreditNotesView } from "@sugandh/contract"

/** GET /api/admin/orders/{id}/credit-notes: the invoice's lines with what is left to credit, and the order's credit notes. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<CreditNotesView>) {
  res.json(await creditNotesView(req.scope, await orderIdFromPath(req)))
}

/**
 * POST /api/admin/orders/{id}/credit-notes {lines: [{line, quantity | amount}], shipping?, reason, reference?}:
 * an operator's partial credit note; 201 with the note and the order's view; 400 for more than is left,
 * 409 without an invoice or after the s.34(2) deadline.
 */
export async function POST(req: AuthenticatedMedusaRequest<CreditNoteBodyType>, res: MedusaResponse<CreditNoteIssuedAnswer>) {
  const orderId = await orderIdFromPath(req)
  let issued: { id: string; number: string } | null
  try {
    ;({ result: issued } = await issueCreditNoteWorkflow(req.scope).run({ input: creditNoteInput(orderId, req.validatedBody) }))
  } catch (error) {
    throw explainOrderFailure(error)
  }
  res.status(201).json({ creditNote: issued, ...(await creditNotesView(req.scope, orderId)) })
}
