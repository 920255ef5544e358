import { createOrderFulfillmentWorkflow, createOrderShipmentWorkflow } from "@medusajs/medusa/core-flows"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { issueTaxDocument } from "../../lib/invoices/issue-tax-document"
import { isChargeLine } from "../../lib/orders/charge-lines"
import { fulfilChargeLines, type ChargeFulfilment } from "../../lib/orders/charge-lines-fulfilment"
import { orderIdOfFulfillment } from "../../lib/orders/order-of-record"
import { loadOrderView } from "../../lib/orders/queries"
import { shipRefusal } from "../../lib/orders/ship-refusal"

export const CHARGES_ARE_NOT_GOODS =
  "The cash on delivery fee and the gift wrap are charges, not goods: fulfil the order's goods and they follow"

/**
 * The shop's rules for every fulfilment, inside Medusa's own workflow
 * (createOrderFulfillmentWorkflow: the shop's Ship Order, Medusa admin's
 * Fulfill and its Admin API alike). Medusa 2.21 gives this workflow no
 * `validate` hook, only `fulfillmentCreated` at its end; a refusal thrown
 * there makes Medusa compensate every step before it (the fulfilment, the
 * stock movements and reservations, the order's fulfilled quantities), so
 * nothing of the refused fulfilment remains. Refused, in this order: an
 * unconfirmed cash-on-delivery order, a prepaid order whose payment is not
 * confirmed, and a fulfilment of charge lines alone.
 */
async function fulfilmentRefusal(container: MedusaContainer, orderId: string, fulfillmentId: string): Promise<string | null> {
  const order = await loadOrderView(container, orderId)
  if (!order) return null
  // The order's own state first: whatever lines an operator ticked, an order that may not ship yet is told why.
  const notYet = shipRefusal(order)
  if (notYet) return notYet
  const fulfilment = await container.resolve(Modules.FULFILLMENT).retrieveFulfillment(fulfillmentId, { relations: ["items"] })
  const lineIds = new Set((fulfilment.items ?? []).map((i) => i.line_item_id))
  const { items = [] } = await container.resolve(Modules.ORDER).retrieveOrder(orderId, { relations: ["items"] })
  const fulfilled = (items ?? []).filter((i) => !!i && lineIds.has(i.id))
  if (fulfilled.length && fulfilled.every((i) => isChargeLine(i))) return CHARGES_ARE_NOT_GOODS
  return null
}

createOrderFulfillmentWorkflow.hooks.fulfillmentCreated(
  async ({ fulfillment }, { container }) => {
    const orderId = await orderIdOfFulfillment(container, fulfillment.id)
    if (!orderId) return new StepResponse(null as ChargeFulfilment, null as ChargeFulfilment)
    const refusal = await fulfilmentRefusal(container, orderId, fulfillment.id)
    if (refusal) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, refusal)
    // Charges are recorded as done when the order is placed (subscribers/charge-lines-done.ts); an order
    // placed before that, or whose event is still on its way, has them done with its goods.
    const charges = await fulfilChargeLines(container, orderId)
    return new StepResponse(charges, charges)
  },
  async (charges, { container }) => {
    // A later step of an enclosing workflow failed (the shop's Ship Order: the shipment): the charge lines are open again.
    if (charges) await container.resolve(Modules.ORDER).cancelFulfillment(charges)
  }
)

/**
 * GST: a cash-on-delivery order's tax invoice is issued when the goods are removed for delivery (section
 * 31(1)(a) CGST Act, rule 46 CGST Rules), i.e. at its first shipment, whoever ships it (the shop's Ship Order
 * or Medusa admin's "Mark as shipped"); once, the invoice module keeping one per order. Prepaid orders got
 * theirs when the payment was captured (subscribers/order-confirmed.ts).
 */
createOrderShipmentWorkflow.hooks.shipmentCreated(async ({ shipment }, { container }) => {
  const orderId = await orderIdOfFulfillment(container, (shipment as { id: string }).id)
  if (!orderId) return
  const order = await loadOrderView(container, orderId)
  if (order?.paymentMethod !== "cod") return
  const issued = await issueTaxDocument(container, { order_id: orderId, kind: "invoice" })
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`Order ${order.orderNumber}: COD invoice ${issued?.number} at dispatch`)
})
