import type { CreateReturnBody, ReturnAnswer, ReturnOptionsAnswer, ReturnState } from "@sugandh/contract"

/** A return as GET /api/auth/orders/{id}/returns and the operator's queue answer it. */
export type Return = ReturnAnswer
export type { ReturnState }
/** What the return form offers for an order (GET /api/auth/orders/{id}/returns/options). */
export type ReturnOptions = ReturnOptionsAnswer
export type ReturnOption = ReturnOptions["reasons"][number]
/** The body of POST /api/auth/orders/{id}/returns, as the form sends it. */
export type ReturnRequestBody = Omit<CreateReturnBody, "refundTo"> & {
  refundTo?: { upiId: string } | { accountName: string; accountNumber: string; ifsc: string }
}
