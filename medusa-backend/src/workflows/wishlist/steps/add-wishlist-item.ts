import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WISHLIST_MODULE, type WishlistModuleService } from "../../../modules/wishlist"

export type AddWishlistItemOutput = { item_id: string; added: boolean }

/** Idempotent: a product already in the list is left as it is (added: false). */
export const addWishlistItemStep = createStep(
  "add-wishlist-item",
  async (input: { wishlist_id: string; product_id: string }, { container }) => {
    const service = container.resolve<WishlistModuleService>(WISHLIST_MODULE)
    const find = () =>
      service.listWishlistItems({ wishlist_id: input.wishlist_id, product_id: input.product_id }, { select: ["id"], take: 1 })
    const [existing] = await find()
    if (existing) {
      return new StepResponse<AddWishlistItemOutput, string | null>({ item_id: existing.id, added: false }, null)
    }
    try {
      const item = await service.createWishlistItems({ wishlist_id: input.wishlist_id, product_id: input.product_id })
      return new StepResponse<AddWishlistItemOutput, string | null>({ item_id: item.id, added: true }, item.id)
    } catch (error) {
      // The unique (wishlist_id, product_id) index refused a concurrent duplicate.
      const [raced] = await find()
      if (raced) return new StepResponse<AddWishlistItemOutput, string | null>({ item_id: raced.id, added: false }, null)
      throw error
    }
  },
  async (createdId: string | null | undefined, { container }) => {
    if (!createdId) return
    await container.resolve<WishlistModuleService>(WISHLIST_MODULE).deleteWishlistItems(createdId)
  }
)
