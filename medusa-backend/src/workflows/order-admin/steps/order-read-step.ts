import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { readOrder } from "../../../lib/orders/read-orders"

/**
 * A read-only step of an operator's order action: Query reads the order's `fields` (beside its id;
 * undefined when there is no such order) and `use` checks the row or picks what the workflow needs
 * from it (throwing a MedusaError refuses the action). Nothing is written, so nothing compensates.
 */
export function orderReadStep<Row, Out>(
  name: string,
  fields: readonly string[],
  use: (order: Row | undefined, context: { container: MedusaContainer; orderId: string }) => Out | Promise<Out>
) {
  return createStep<{ order_id: string }, Out, Out>(name, async (input, { container }) => {
    const order = await readOrder<Row>(container, input.order_id, ["id", ...fields])
    const picked: Out = await use(order, { container, orderId: input.order_id })
    return new StepResponse(picked)
  })
}
