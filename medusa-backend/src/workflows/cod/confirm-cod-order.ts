import { emitEventStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { MedusaError } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { COD_MESSAGES } from "../../lib/cod/settings"
import { META } from "../../lib/orders/metadata"
import { loadOrderOrThrow } from "../order-admin/steps/assert-order-status"
import { mergeOrderMetadataStep } from "../order-admin/steps/merge-order-metadata"
import { acquireOrderLock } from "../order-admin/steps/acquire-order-lock"

/** Who confirmed: the shopper's /orders button, the e-mailed link, or an operator (phone call). */
export type CodConfirmedBy = "customer" | "link" | "admin"

export type ConfirmCodOrderInput = { order_id: string; confirmed_by: CodConfirmedBy; actor_id?: string | null }

export const COD_CONFIRMED_EVENT = "sugandh.order.cod_confirmed"

/** Only an open, unconfirmed cash-on-delivery order can be confirmed (read under the order's lock). */
const assertCodConfirmableStep = createStep("assert-cod-confirmable", async (input: { order_id: string }, { container }) => {
  const order = await loadOrderOrThrow(container, input.order_id)
  if (order.paymentMethod !== "cod") throw new MedusaError(MedusaError.Types.NOT_ALLOWED, COD_MESSAGES.notCod)
  if (order.codConfirmedAt) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, COD_MESSAGES.alreadyConfirmed)
  if (order.orderStatus !== "pending") throw new MedusaError(MedusaError.Types.NOT_ALLOWED, COD_MESSAGES.notConfirmable)
  return new StepResponse(order)
})

/**
 * Confirms a cash-on-delivery order: it may ship from now on (its derived
 * status becomes "processing", payment "pending" until the cash is remitted).
 * Under the order's lock, so a confirmation racing the expiry job or a second
 * tap of the same link confirms once; the other is refused.
 */
export const confirmCodOrderWorkflow = createWorkflow("confirm-cod-order", (input: ConfirmCodOrderInput) => {
  const key = acquireOrderLock(input)
  assertCodConfirmableStep({ order_id: input.order_id })
  const metadata = transform({ input }, ({ input }) => ({
    order_id: input.order_id,
    metadata: {
      [META.codConfirmedAt]: new Date().toISOString(),
      [META.codConfirmedBy]: input.actor_id ? `${input.confirmed_by}:${input.actor_id}` : input.confirmed_by,
    },
  }))
  mergeOrderMetadataStep(metadata)
  const eventData = transform({ input }, ({ input }) => ({ id: input.order_id, confirmed_by: input.confirmed_by }))
  emitEventStep({ eventName: COD_CONFIRMED_EVENT, data: eventData })
  releaseLockStep({ key })
  return new WorkflowResponse({ order_id: input.order_id })
})
