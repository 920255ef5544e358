import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { addWishlistItemStep } from "./steps/add-wishlist-item"
import { findOrCreateWishlistStep } from "./steps/find-or-create-wishlist"

export type AddToWishlistInput = { customer_id: string; product_id: string }

/** Saves a product for the customer, once; the per-customer lock keeps two quick clicks from racing. */
export const addToWishlistWorkflow = createWorkflow("add-to-wishlist", (input: AddToWishlistInput) => {
  const key = transform({ input }, ({ input }) => `wishlist:${input.customer_id}`)
  acquireLockStep({ key, timeout: 5, ttl: 10 })
  const { wishlist_id } = findOrCreateWishlistStep({ customer_id: input.customer_id })
  const result = addWishlistItemStep(
    transform({ wishlist_id, input }, ({ wishlist_id, input }) => ({ wishlist_id, product_id: input.product_id }))
  )
  releaseLockStep({ key })
  return new WorkflowResponse(result)
})
