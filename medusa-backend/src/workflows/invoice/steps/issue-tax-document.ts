import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { issueTaxDocument, type IssueTaxDocumentInput } from "../../../lib/invoices/issue-tax-document"

export { NOT_INVOICED_MESSAGE, type IssueTaxDocumentInput } from "../../../lib/invoices/issue-tax-document"

/**
 * Issues the order's tax invoice or a credit note (lib/invoices/issue-tax-document,
 * idempotent). No compensation: an issued GST document is never withdrawn,
 * only reversed by a credit note.
 */
export const issueTaxDocumentStep = createStep("issue-tax-document", async (input: IssueTaxDocumentInput, { container }) => {
  return new StepResponse(await issueTaxDocument(container, input))
})
