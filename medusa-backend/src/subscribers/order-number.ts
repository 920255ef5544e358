import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { recordOrderNumbers } from "../lib/orders/record-order-number"

/**
 * Medusa's order.placed (a completed cart or a converted draft order): the shop's "ORD-…" number goes
 * where Medusa admin's order search finds it (lib/orders/record-order-number). Idempotent on replay.
 */
export default async function recordOrderNumber({ event, container }: SubscriberArgs<{ id: string }>) {
  await recordOrderNumbers(container, [event.data.id])
}

export const config: SubscriberConfig = { event: "order.placed" }
