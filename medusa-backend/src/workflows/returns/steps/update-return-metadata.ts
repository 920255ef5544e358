import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import type { IOrderModuleService } from "@medusajs/framework/types"

export type UpdateReturnMetadataInput = { return_id: string; set: Record<string, unknown> }

/**
 * Adds the shop's keys to a Medusa return's metadata (the decision, who
 * cancelled it, the refund), keeping the rest; undone by writing the old
 * metadata back. Medusa replaces metadata as given, so the whole object goes.
 */
export const updateReturnMetadataStep = createStep(
  "update-return-metadata",
  async (input: UpdateReturnMetadataInput, { container }) => {
    const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
    const [found] = await orders.listReturns({ id: input.return_id }, { select: ["id", "metadata"] })
    const before = (found?.metadata ?? {}) as Record<string, unknown>
    await orders.updateReturns([{ selector: { id: input.return_id }, data: { metadata: { ...before, ...input.set } } }])
    return new StepResponse({ return_id: input.return_id }, { id: input.return_id, metadata: before })
  },
  async (undo, { container }) => {
    if (!undo) return
    await container
      .resolve<IOrderModuleService>(Modules.ORDER)
      .updateReturns([{ selector: { id: undo.id }, data: { metadata: undo.metadata } }])
  }
)
