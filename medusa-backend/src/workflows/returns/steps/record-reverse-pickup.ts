import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import type { IOrderModuleService } from "@medusajs/framework/types"
import { RETURN_META } from "../../../lib/returns/return-answer"

/**
 * Keeps the booked reverse pickup on the return (its AWB and tracking link, read from the return
 * fulfillment's label the provider gave), so the return answers "in transit" with the AWB; undone
 * by writing the old metadata back.
 */
export const recordReversePickupStep = createStep(
  "record-reverse-pickup",
  async (input: { return_id: string; fulfillment_id: string }, { container }) => {
    const [fulfillment] = await container
      .resolve(Modules.FULFILLMENT)
      .listFulfillments({ id: input.fulfillment_id }, { relations: ["labels"] })
    const label = fulfillment?.labels?.find((l) => l?.tracking_number)
    const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
    const [found] = await orders.listReturns({ id: input.return_id }, { select: ["id", "metadata"] })
    const before = (found?.metadata ?? {}) as Record<string, unknown>
    const pickup = { awb: label?.tracking_number ?? null, trackingUrl: label?.tracking_url || null, fulfillmentId: input.fulfillment_id }
    await orders.updateReturns([{ selector: { id: input.return_id }, data: { metadata: { ...before, [RETURN_META.pickup]: pickup } } }])
    return new StepResponse(pickup, { id: input.return_id, metadata: before })
  },
  async (undo, { container }) => {
    if (!undo) return
    await container
      .resolve<IOrderModuleService>(Modules.ORDER)
      .updateReturns([{ selector: { id: undo.id }, data: { metadata: undo.metadata } }])
  }
)
