import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { creditNoteTooLate } from "../../../lib/invoices/credit-note"
import { storedContent } from "../../../lib/invoices/tax-document"
import { conflict } from "../../../lib/errors"
import { INVOICE_MODULE } from "../../../modules/invoice"
import type InvoiceModuleService from "../../../modules/invoice/service"

/** Before cancelling an invoiced order: its credit note must still be allowed (CGST Act s.34(2)), else nothing is cancelled. */
export const assertCreditNoteInTimeStep = createStep("assert-credit-note-in-time", async (input: { order_id: string }, { container }) => {
  const [invoice] = await container
    .resolve<InvoiceModuleService>(INVOICE_MODULE)
    .listTaxDocuments({ order_id: input.order_id, kind: "invoice" })
  const late = invoice && creditNoteTooLate(storedContent(invoice), new Date())
  if (late) throw conflict(late)
  return new StepResponse(null)
})
