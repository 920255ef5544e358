import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WISHLIST_MODULE, type WishlistModuleService } from "../../../modules/wishlist"

/** The customer's wishlist id, created on first use. Compensation removes a list this run created. */
export const findOrCreateWishlistStep = createStep(
  "find-or-create-wishlist",
  async (input: { customer_id: string }, { container }) => {
    const service = container.resolve<WishlistModuleService>(WISHLIST_MODULE)
    const [existing] = await service.listWishlists({ customer_id: input.customer_id }, { select: ["id"], take: 1 })
    if (existing) {
      return new StepResponse({ wishlist_id: existing.id }, null)
    }
    try {
      const created = await service.createWishlists({ customer_id: input.customer_id })
      return new StepResponse({ wishlist_id: created.id }, created.id)
    } catch (error) {
      // A concurrent request created it first (unique customer_id): use that one.
      const [raced] = await service.listWishlists({ customer_id: input.customer_id }, { select: ["id"], take: 1 })
      if (raced) return new StepResponse({ wishlist_id: raced.id }, null)
      throw error
    }
  },
  async (createdId: string | null | undefined, { container }) => {
    if (!createdId) return
    await container.resolve<WishlistModuleService>(WISHLIST_MODULE).deleteWishlists(createdId)
  }
)
