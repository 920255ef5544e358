import {
  AdminProductCreatedAnswerSchema,
  AdminProductDeletedAnswerSchema,
  AdminUserChangeAnswerSchema,
  CouponChangeAnswerSchema,
  CouponDeleteAnswerSchema,
  CreditNoteIssuedAnswerSchema,
  GatewaySettlementConfirmAnswerSchema,
  GatewaySettlementPreviewAnswerSchema,
  NdrActionAnswerSchema,
  OneReturnAnswerSchema,
  OrderChangeAnswerSchema,
  ReconcileConfirmAnswerSchema,
  ReconcilePreviewAnswerSchema,
  RemittanceConfirmAnswerSchema,
  RemittancePreviewAnswerSchema,
} from "@/lib/answers"
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query"
import { api } from "@/lib/api"
import type { LazyAnswer } from "@/lib/answers"
import type { CouponInput, CreditNoteInput, OrderStatus, Role, TrackingInput, UserNameInput } from "../types"
import { adminKeys } from "./keys"
import { postForm } from "./multipart"

// Every answer is parsed with the contract's schema (lib/api): one that breaks it fails like a refused call.
const path = (id: string) => encodeURIComponent(id)

/**
 * Every write refreshes what it can change (the list and the Overview's
 * counts). The lists are never edited by hand: what shows after a change is
 * what the server says, so a refused change leaves the list as it was.
 */
function useAdminMutation<V, R>(mutationFn: (vars: V) => Promise<R>, touches: QueryKey[]) {
  const client = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all(touches.map((queryKey) => client.invalidateQueries({ queryKey }))),
  })
}

export const useChangeRole = () =>
  useAdminMutation(
    ({ id, role }: { id: string; role: Role }) =>
      api.put(`/admin/users/${path(id)}/role`, { role }, { answer: AdminUserChangeAnswerSchema }),
    [adminKeys.users()]
  )

/** Edit: the name only; the list and the account's details are read again (the users key covers both). */
export const useRenameUser = () =>
  useAdminMutation(
    ({ id, name }: { id: string; name: UserNameInput }) =>
      api.put(
        `/admin/users/${path(id)}`,
        { firstName: name.firstName.trim(), lastName: name.lastName.trim() },
        { answer: AdminUserChangeAnswerSchema }
      ),
    [adminKeys.users()]
  )

export const useChangeOrderStatus = () =>
  useAdminMutation(
    ({ id, status }: { id: string; status: OrderStatus }) =>
      api.put(`/admin/orders/${path(id)}/status`, { status }, { answer: OrderChangeAnswerSchema }),
    [adminKeys.orders(), adminKeys.stats(), adminKeys.paymentSummary()]
  )

export const useConfirmOrder = () =>
  useAdminMutation(
    ({ id, note }: { id: string; note: string }) =>
      api.put(`/admin/orders/${path(id)}/confirm`, { note: note.trim() || null }, { answer: OrderChangeAnswerSchema }),
    [adminKeys.orders(), adminKeys.stats(), adminKeys.paymentSummary()]
  )

/** An operator confirms a cash-on-delivery order after calling the shopper. */
export const useConfirmCodOrder = () =>
  useAdminMutation(
    ({ id }: { id: string }) => api.put(`/admin/orders/${path(id)}/cod-confirmation`, {}, { answer: OrderChangeAnswerSchema }),
    [adminKeys.orders(), adminKeys.stats(), adminKeys.paymentSummary()]
  )

export const useShipOrder = () =>
  useAdminMutation(
    ({ id, tracking }: { id: string; tracking: TrackingInput }) =>
      api.put(
        `/admin/orders/${path(id)}/tracking`,
        {
          trackingNumber: tracking.trackingNumber.trim(),
          trackingUrl: tracking.trackingUrl.trim() || null,
          estimatedDelivery: tracking.estimatedDelivery.trim() || null,
          note: tracking.note.trim() || null,
        },
        { answer: OrderChangeAnswerSchema }
      ),
    [adminKeys.orders(), adminKeys.stats()]
  )

/** Book shipment: the courier books the parcel (AWB, pickup, label); the order stays "processing" until picked up. */
export const useBookShipment = () =>
  useAdminMutation(
    ({ id }: { id: string }) => api.post(`/admin/orders/${path(id)}/shipment`, {}, { answer: OrderChangeAnswerSchema }),
    [adminKeys.orders(), adminKeys.stats()]
  )

/** Cancel shipment: before pickup, the courier order is cancelled and the goods can be booked or shipped again. */
export const useCancelShipment = () =>
  useAdminMutation(
    ({ id }: { id: string }) => api.delete(`/admin/orders/${path(id)}/shipment`, { answer: OrderChangeAnswerSchema }),
    [adminKeys.orders(), adminKeys.stats()]
  )

export const useCreateProduct = () =>
  useAdminMutation(
    (form: FormData) => postForm("/admin/products", form, AdminProductCreatedAnswerSchema),
    [adminKeys.products(), adminKeys.stats()]
  )

export const useDeleteProduct = () =>
  useAdminMutation(
    (id: string) => api.delete(`/admin/products/${path(id)}`, { answer: AdminProductDeletedAnswerSchema }),
    [adminKeys.products(), adminKeys.stats()]
  )

export const useCreateCoupon = () =>
  useAdminMutation((coupon: CouponInput) => api.post("/coupons", coupon, { answer: CouponChangeAnswerSchema }), [adminKeys.coupons()])

export const useToggleCoupon = () =>
  useAdminMutation(
    ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.put(`/coupons/${path(id)}/status`, { isActive }, { answer: CouponChangeAnswerSchema }),
    [adminKeys.coupons()]
  )

export const useDeleteCoupon = () =>
  useAdminMutation((id: string) => api.delete(`/coupons/${path(id)}`, { answer: CouponDeleteAnswerSchema }), [adminKeys.coupons()])

/** Uploads a CSV (form field `field`) for the server's matching preview; the server keeps nothing. */
const useCsvPreview = <T>(path: string, field: string, answer: LazyAnswer<T>) =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append(field, file)
      return postForm(path, form, answer)
    },
  })

/** A bank statement's preview: matched credits, amounts that differ, unknown credits, orders without credit. */
export const usePreviewStatement = () => useCsvPreview("/admin/payments/reconcile", "statement", ReconcilePreviewAnswerSchema)

/** The courier's COD remittance CSV's preview. */
export const usePreviewRemittance = () => useCsvPreview("/admin/payments/cod-remittance", "remittance", RemittancePreviewAnswerSchema)

export const useConfirmRemittance = () =>
  useAdminMutation(
    (matches: { orderId: string; amount: number; awb?: string | null }[]) =>
      api.post("/admin/payments/cod-remittance/confirm", { matches }, { answer: RemittanceConfirmAnswerSchema }),
    [adminKeys.orders(), adminKeys.stats(), adminKeys.paymentSummary()]
  )

/** Razorpay's settlement report's preview (issue 46): matched, captured but not settled, settled but unknown, fee and GST per day. */
export const usePreviewGatewaySettlements = () =>
  useCsvPreview("/admin/payments/gateway-settlements", "report", GatewaySettlementPreviewAnswerSchema)

export const useConfirmGatewaySettlements = () =>
  useAdminMutation(
    (matches: { gatewayPaymentId: string; settlementId: string; settledAt: string }[]) =>
      api.post("/admin/payments/gateway-settlements/confirm", { matches }, { answer: GatewaySettlementConfirmAnswerSchema }),
    [adminKeys.orders()]
  )

export const useConfirmMatches = () =>
  useAdminMutation(
    (matches: { orderId: string; reference?: string | null; date?: string | null }[]) =>
      api.post("/admin/payments/reconcile/confirm", { matches }, { answer: ReconcileConfirmAnswerSchema }),
    [adminKeys.orders(), adminKeys.stats(), adminKeys.paymentSummary()]
  )

/** A partial GST credit note (a line's returned units or an amount, and/or the shipping); the order's view is read again. */
export const useIssueCreditNote = (orderId: string) =>
  useAdminMutation(
    (input: CreditNoteInput) => api.post(`/admin/orders/${path(orderId)}/credit-notes`, input, { answer: CreditNoteIssuedAnswerSchema }),
    [adminKeys.creditNotes(orderId)]
  )

/** The operator's decisions on a return (issue 45, RET-05/06); each refreshes every state's queue. */
export type ReturnDecision =
  | { id: string; action: "approve" }
  | { id: string; action: "reject"; reason: string }
  | { id: string; action: "receive"; items: { line: number; accepted: number; damaged: number }[] }
  | { id: string; action: "refund" }

export const useDecideReturn = () =>
  useAdminMutation(
    (d: ReturnDecision) => {
      const { id, action, ...body } = d
      return api.post(`/admin/returns/${path(id)}/${action}`, body, { answer: OneReturnAnswerSchema })
    },
    [[...adminKeys.all, "returns"], adminKeys.orders(), adminKeys.stats()]
  )

/** The answer to a failed delivery (POST /api/admin/ndr/{awb}/action): deliver again (a day, a phone, an address line) or return. */
export type NdrDecision = { awb: string; action: "reattempt" | "return"; deferredDate?: string; phone?: string; address?: string }

export const useNdrAction = () =>
  useAdminMutation(
    (d: NdrDecision) => {
      const { awb, ...body } = d
      return api.post(`/admin/ndr/${path(awb)}/action`, body, { answer: NdrActionAnswerSchema })
    },
    [adminKeys.ndr()]
  )
