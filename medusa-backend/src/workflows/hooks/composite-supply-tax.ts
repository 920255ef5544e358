import { refreshCartItemsWorkflow, updateTaxLinesWorkflow, upsertTaxLinesWorkflow } from "@medusajs/medusa/core-flows"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { compositeSupplyContext, retaxDeliveryCharges } from "../../lib/tax/composite-supply"
import { isDeliveryChargeLine } from "../../lib/tax/delivery-charges"

/**
 * Delivery charges follow the goods (composite supply, lib/tax/delivery-charges.ts):
 * - whenever Medusa taxes a cart (all lines, or some), the context tells our
 *   provider (tp_gst_gst) the principal supply's rate from ALL of the cart's goods;
 * - after every item change (add, quantity, remove; ours or the Store API's,
 *   all run refreshCartItemsWorkflow), the delivery charges are taxed again,
 *   because Medusa there re-taxes the changed items only (or none), never the
 *   shipping method. Done with module calls inside the hook: running
 *   updateTaxLinesWorkflow from here would wait for the cart lock that
 *   refreshCartItemsWorkflow holds until it ends.
 */
updateTaxLinesWorkflow.hooks.setTaxLineContext(async ({ cart }, { container }) => {
  return new StepResponse(await compositeSupplyContext(container, (cart as { id: string }).id))
})

upsertTaxLinesWorkflow.hooks.setTaxLineContext(async ({ cart, items, shipping_methods }, { container }) => {
  // Only goods are being taxed (an item added): the principal rate is not needed, so no extra queries under the cart's lock.
  const lines = (items ?? []) as { metadata?: Record<string, unknown> | null }[]
  if (!(shipping_methods ?? []).length && !lines.some(isDeliveryChargeLine)) return new StepResponse({})
  return new StepResponse(await compositeSupplyContext(container, (cart as { id: string }).id))
})

refreshCartItemsWorkflow.hooks.beforeRefreshingPaymentCollection(async ({ input }, { container }) => {
  await retaxDeliveryCharges(container, (input as { cart_id: string }).cart_id)
})
