import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ProductWorkflowEvents } from "@medusajs/framework/utils"
import { recordProductHandles } from "../lib/catalogue/handle-history"

/** A created or updated product's handle joins its handle history, so a later rename still finds it by this one. */
export default async function productHandleHistory({ event, container }: SubscriberArgs<{ id: string }>) {
  await recordProductHandles(container, [event.data.id])
}

export const config: SubscriberConfig = { event: [ProductWorkflowEvents.CREATED, ProductWorkflowEvents.UPDATED] }
