import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type MergeOrderMetadataInput = { order_id: string; metadata: Record<string, unknown> }

/** Adds keys to order.metadata (keeping the others); compensation puts the previous metadata back. */
export const mergeOrderMetadataStep = createStep(
  "merge-order-metadata",
  async (input: MergeOrderMetadataInput, { container }) => {
    const orders = container.resolve(Modules.ORDER)
    const order = await orders.retrieveOrder(input.order_id, { select: ["id", "metadata"] })
    const previous = (order.metadata ?? {}) as Record<string, unknown>
    await orders.updateOrders(input.order_id, { metadata: { ...previous, ...input.metadata } })
    return new StepResponse(undefined, { order_id: input.order_id, previous })
  },
  async (saved, { container }) => {
    if (!saved) return
    await container.resolve(Modules.ORDER).updateOrders(saved.order_id, { metadata: saved.previous })
  }
)
