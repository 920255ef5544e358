import { deletePriceListsWorkflow, deleteProductsWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { prepareProductDeletionStep } from "./steps/prepare-product-deletion"

/**
 * Deletes an operator's or a seeded product with its variant, inventory item
 * and its own launch-offer price list. Orders keep their copies of the line
 * items (title, thumbnail, price), so past orders stay readable.
 */
export const deleteAdminProductWorkflow = createWorkflow("admin-product-delete", (input: { productId: string }) => {
  const prepared = prepareProductDeletionStep(input)

  when("admin-product-has-own-price-lists", { prepared }, ({ prepared }) => prepared.exclusivePriceListIds.length > 0).then(() => {
    deletePriceListsWorkflow.runAsStep({
      input: transform({ prepared }, ({ prepared }) => ({ ids: prepared.exclusivePriceListIds })),
    })
  })

  deleteProductsWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ ids: [input.productId] })) })

  return new WorkflowResponse({ id: input.productId })
})
