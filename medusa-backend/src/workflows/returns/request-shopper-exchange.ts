import {
  beginExchangeOrderWorkflow,
  confirmExchangeRequestWorkflow,
  createExchangeShippingMethodWorkflow,
  orderExchangeAddNewItemWorkflow,
  orderExchangeRequestItemReturnWorkflow,
  releaseLockStep,
} from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { MedusaError } from "@medusajs/framework/utils"
import { acquireOrderLock } from "../order-admin/steps/acquire-order-lock"
import { prepareShopperReturnStep, type PrepareShopperReturnInput } from "./steps/prepare-shopper-return"
import { updateReturnMetadataStep } from "./steps/update-return-metadata"

export type RequestShopperExchangeInput = PrepareShopperReturnInput & { exchange: NonNullable<PrepareShopperReturnInput["exchange"]> }

/**
 * The shopper's exchange as Medusa's own order exchange (issue 45), the steps Medusa's
 * /admin/exchanges routes run: begin, the returned lines as inbound items (Medusa makes the
 * return, with the reason), the new sizes as outbound items (priced by Medusa as the catalogue
 * prices them), the outbound shipping at no charge (the shop's exchange parcel is free; a
 * shipping method is also what makes Medusa reserve the new items' stock at confirm), then
 * confirm, which records Medusa's return as requested and opens a payment collection for a
 * difference the shopper owes. The return then goes through the same queue as any other
 * (approve, receive, refund of a difference the shop owes). Under the order's lock; a later
 * step's failure undoes the earlier ones.
 */
export const requestShopperExchangeWorkflow = createWorkflow("request-shopper-exchange", (input: RequestShopperExchangeInput) => {
  const key = acquireOrderLock(input)
  const prepared = prepareShopperReturnStep(input)
  const outbound = transform({ prepared }, ({ prepared }) => {
    if (!prepared.exchange) throw new MedusaError(MedusaError.Types.INVALID_DATA, "Pick the size to exchange for")
    return prepared.exchange
  })
  const change = beginExchangeOrderWorkflow.runAsStep({
    input: transform({ prepared, input }, ({ prepared, input }) => ({ order_id: prepared.order_id, created_by: input.customer_id })),
  })
  const exchangeId = transform({ change }, ({ change }) => change.exchange_id as string)
  const inbound = orderExchangeRequestItemReturnWorkflow.runAsStep({
    input: transform({ prepared, exchangeId }, ({ prepared, exchangeId }) => ({
      exchange_id: exchangeId,
      // Medusa makes the exchange's return with the first inbound items.
      return_id: undefined as unknown as string,
      location_id: prepared.location_id,
      items: prepared.items,
    })),
  })
  const returnId = transform({ inbound }, ({ inbound }) => inbound.order_change.return_id as string)
  orderExchangeAddNewItemWorkflow.runAsStep({
    input: transform({ outbound, exchangeId }, ({ outbound, exchangeId }) => ({ exchange_id: exchangeId, items: outbound.items })),
  })
  when("exchange-ships-with-the-order-option", { outbound }, ({ outbound }) => !!outbound.shipping_option_id).then(() => {
    createExchangeShippingMethodWorkflow.runAsStep({
      input: transform({ outbound, exchangeId }, ({ outbound, exchangeId }) => ({
        exchange_id: exchangeId,
        shipping_option_id: outbound.shipping_option_id!,
        custom_amount: 0,
      })),
    })
  })
  confirmExchangeRequestWorkflow.runAsStep({
    input: transform({ exchangeId, input }, ({ exchangeId, input }) => ({ exchange_id: exchangeId, confirmed_by: input.customer_id })),
  })
  updateReturnMetadataStep(transform({ returnId, prepared }, ({ returnId, prepared }) => ({ return_id: returnId, set: prepared.metadata })))
  releaseLockStep({ key })
  return new WorkflowResponse({ return_id: returnId, exchange_id: exchangeId })
})
