import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { setProductGstRuleStep, type SetProductGstRuleInput } from "./steps/set-product-gst-rule"

/**
 * Keeps one product's GST rate in step with its category after the seed
 * (syncCategoryTaxRates does all products at once there): run by the
 * product-tax-rate subscriber on product.created / product.updated, so a
 * product made or re-categorised through Medusa's admin or /api/admin/products
 * pays its category's rate (incense 5%) instead of the 18% default.
 */
export const syncProductTaxRateWorkflow = createWorkflow("sync-product-tax-rate", (input: SetProductGstRuleInput) => {
  return new WorkflowResponse(setProductGstRuleStep(input))
})
