import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, OrderWorkflowEvents } from "@medusajs/framework/utils"
import { readReturnRow } from "../lib/returns/read-returns"
import { isShopReturn } from "../lib/returns/return-answer"
import { decideReturnWorkflow } from "../workflows/returns/decide-return"

type Data = { order_id: string; return_id?: string; exchange_id?: string; claim_id?: string }

/**
 * A return, exchange or claim made in Medusa's own admin (its /admin/returns, /admin/exchanges,
 * /admin/claims: Medusa's order.return_requested, order.exchange_created, order.claim_created)
 * is the operator's decision already: the shop records it as approved and the shopper gets the
 * same "return approved" e-mail as from the dashboard's Approve, with a reverse pickup booked when a
 * courier is configured and Medusa has none. The shop's own requests (a shopper's, with the shop's
 * keys on the return) are left to the queue. Stock, the credit note on receipt (order.return_received)
 * and the shopper's view follow Medusa's record as for any return.
 */
export default async function returnMadeInMedusaAdmin({ event, container }: SubscriberArgs<Data>) {
  const returnId = event.data.return_id ?? (await returnOf(container, event.data))
  if (!returnId) return
  const row = await readReturnRow(container, returnId)
  if (!row || isShopReturn(row) || row.canceled_at) return
  try {
    // The dashboard's Approve: the decision on the return, a reverse pickup when due, the shopper's e-mail.
    await decideReturnWorkflow(container).run({
      input: { return_id: row.id, order_id: row.order_id, decision: "approved", actor_id: "medusa-admin" },
    })
  } catch (e) {
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`Return ${row.id} (Medusa admin): not recorded: ${(e as Error).message}`)
  }
}

/** The return behind an exchange or a claim (a claim of refund only may have none). */
async function returnOf(container: SubscriberArgs<Data>["container"], data: Data): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const entity = data.exchange_id ? "order_exchange" : data.claim_id ? "order_claim" : null
  if (!entity) return null
  const { data: rows } = await query.graph({ entity, fields: ["id", "return_id"], filters: { id: data.exchange_id ?? data.claim_id } })
  return ((rows[0] as { return_id?: string | null } | undefined)?.return_id as string | undefined) ?? null
}

export const config: SubscriberConfig = {
  event: [OrderWorkflowEvents.RETURN_REQUESTED, OrderWorkflowEvents.EXCHANGE_CREATED, OrderWorkflowEvents.CLAIM_CREATED],
}
