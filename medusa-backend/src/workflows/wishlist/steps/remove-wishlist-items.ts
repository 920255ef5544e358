import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WISHLIST_MODULE, type WishlistModuleService } from "../../../modules/wishlist"

/** Soft-deletes items (restored on compensation); the partial unique index lets the product be added again. */
export const removeWishlistItemsStep = createStep(
  "remove-wishlist-items",
  async (input: { item_ids: string[] }, { container }) => {
    if (!input.item_ids.length) return new StepResponse(void 0, [] as string[])
    await container.resolve<WishlistModuleService>(WISHLIST_MODULE).softDeleteWishlistItems(input.item_ids)
    return new StepResponse(void 0, input.item_ids)
  },
  async (ids: string[] | undefined, { container }) => {
    if (!ids?.length) return
    await container.resolve<WishlistModuleService>(WISHLIST_MODULE).restoreWishlistItems(ids)
  }
)
