import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { fulfilChargeLines } from "../lib/orders/charge-lines-fulfilment"

/**
 * Medusa's order.placed: the COD fee and gift wrap lines are recorded as done at once
 * (lib/orders/charge-lines-fulfilment), so Medusa admin never offers them as items to fulfil
 * and its list follows the goods (issue 48). Idempotent on replay.
 */
export default async function chargeLinesDone({ event, container }: SubscriberArgs<{ id: string }>) {
  try {
    await fulfilChargeLines(container, event.data.id)
  } catch (e) {
    // The order's goods fulfilment records them later (workflows/hooks/order-fulfilment-rules.ts).
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`Order ${event.data.id}: charge lines not recorded as done: ${(e as Error).message}`)
  }
}

export const config: SubscriberConfig = { event: "order.placed" }
