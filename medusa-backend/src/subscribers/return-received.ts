import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, OrderWorkflowEvents } from "@medusajs/framework/utils"
import { issueReturnCreditNote } from "../lib/invoices/return-credit-note"

/**
 * Medusa received a return (order.return_received: the shop's dashboard or
 * Medusa admin's "Receive"): the credit note for the goods that came back,
 * keyed `return:<id>` so a replayed event issues nothing new (D1, D2). The
 * refund that follows links to it.
 */
export default async function returnReceived({ event, container }: SubscriberArgs<{ order_id: string; return_id: string }>) {
  try {
    await issueReturnCreditNote(container, event.data.return_id)
  } catch (e) {
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`Return ${event.data.return_id}: no credit note: ${(e as Error).message}`)
  }
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.RETURN_RECEIVED }
