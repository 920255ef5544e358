import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { CreditNoteBodyType } from "../../../../../../lib/invoices/credit-note-body"
import { creditNoteInput, creditNotesView } from "../../../../../../lib/invoices/credit-notes-view"
import { explainOrderFailure } from "../../../../../utils/order-failure"
import { loadSpecOrder } from "../../../../../../lib/orders/queries"
import { issueCreditNoteWorkflow } from "../../../../../../workflows/invoice/issue-credit-note"

async function orderOrThrow(req: AuthenticatedMedusaRequest) {
  if (!(await loadSpecOrder(req.scope, req.params.id))) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Order not found")
  return req.params.id
}

/** GET /admin/sugandh/orders/{id}/credit-notes: the Medusa admin's credit-note widget (same view as the dashboard's). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json(await creditNotesView(req.scope, await orderOrThrow(req)))
}

/** POST /admin/sugandh/orders/{id}/credit-notes: the same partial credit note as POST /api/admin/orders/{id}/credit-notes. */
export async function POST(req: AuthenticatedMedusaRequest<CreditNoteBodyType>, res: MedusaResponse) {
  const orderId = await orderOrThrow(req)
  let issued: { id: string; number: string } | null
  try {
    ;({ result: issued } = await issueCreditNoteWorkflow(req.scope).run({ input: creditNoteInput(orderId, req.validatedBody) }))
  } catch (error) {
    throw explainOrderFailure(error)
  }
  res.status(201).json({ creditNote: issued, ...(await creditNotesView(req.scope, orderId)) })
}
