import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ProductWorkflowEvents } from "@medusajs/framework/utils"
import { syncProductTaxRateWorkflow } from "../workflows/tax/sync-product-tax-rate"

/** A product created or updated (its categories may have changed) gets its category's GST rate rule; a deleted one loses its rules. */
export default async function productTaxRate({ event, container }: SubscriberArgs<{ id: string }>) {
  await syncProductTaxRateWorkflow(container).run({ input: { product_id: event.data.id } })
}

export const config: SubscriberConfig = {
  event: [ProductWorkflowEvents.CREATED, ProductWorkflowEvents.UPDATED, ProductWorkflowEvents.DELETED],
}
