import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { removeWishlistItemsStep } from "./steps/remove-wishlist-items"

/** Removes items the route has already checked belong to the signed-in customer (one, or all to clear). */
export const removeFromWishlistWorkflow = createWorkflow("remove-from-wishlist", (input: { item_ids: string[] }) => {
  removeWishlistItemsStep(input)
  return new WorkflowResponse(void 0)
})
