import { releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { CreditRequest } from "../../lib/invoices/credit-note"
import { acquireOrderLock } from "../order-admin/steps/acquire-order-lock"
import { issueTaxDocumentStep } from "./steps/issue-tax-document"

export type IssueCreditNoteInput = { order_id: string; request: CreditRequest; reason: string; reference: string }

/**
 * An operator's partial credit note (a damaged line, a returned item, an
 * agreed amount), under the order's lock like every change of an order; built
 * from the stored invoice and what earlier credit notes took.
 */
export const issueCreditNoteWorkflow = createWorkflow("issue-credit-note", (input: IssueCreditNoteInput) => {
  const key = acquireOrderLock(input)
  const issueInput = transform({ input }, ({ input }) => ({
    order_id: input.order_id,
    kind: "credit_note" as const,
    credit: { request: input.request, reason: input.reason, reference: input.reference },
  }))
  const issued = issueTaxDocumentStep(issueInput)
  releaseLockStep({ key })
  return new WorkflowResponse(issued)
})
