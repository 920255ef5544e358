import { transform } from "@medusajs/framework/workflows-sdk"
import { COD_MESSAGES } from "../../lib/cod/settings"
import { TRANSITION_MESSAGES } from "../../lib/orders/transitions"
import type { AssertOrderStatusInput } from "./steps/assert-order-status"

const ALREADY_GONE = "This order cannot be shipped: it is already shipped, delivered or cancelled"

/**
 * Which orders may leave the warehouse, by hand ("Ship order") or by courier ("Book shipment"):
 * a paid prepaid order, a confirmed cash-on-delivery one (derived "processing", no payment
 * captured yet). One set of rules for both, so they cannot drift apart.
 */
export function shippableOrderRules(input: { order_id: string }) {
  return transform({ input }, ({ input }): AssertOrderStatusInput => ({
    order_id: input.order_id,
    allowed: ["processing"],
    messages: { pending: TRANSITION_MESSAGES.shipNeedsProcessing("pending") },
    message: ALREADY_GONE,
    cod: { allowed: ["processing"], messages: { pending: COD_MESSAGES.confirmBeforeShipping }, message: ALREADY_GONE },
  }))
}
