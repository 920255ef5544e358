import type { FulfillmentOption } from "@medusajs/framework/types"
import { StandardPricedFulfillmentProvider } from "./standard-priced-provider"

const STANDARD_FULFILLMENT_OPTION_ID = "sugandh-standard"

/**
 * Our own delivery (packed and handed to a courier by hand, like Medusa's
 * manual provider) with a calculated price: Medusa asks calculatePrice
 * whenever it prices the Standard Shipping option (Store API shipping options,
 * adding/refreshing the cart's shipping method, completing the cart). The
 * threshold reads the items' subtotal before discounts, which no price rule
 * can: the only cart total Medusa puts in a price rule context is item_total,
 * after discounts, so a coupon would bring the ₹99 back.
 */
export class SugandhShippingProviderService extends StandardPricedFulfillmentProvider {
  static identifier = "sugandh-shipping"

  async getFulfillmentOptions(): Promise<FulfillmentOption[]> {
    return [{ id: STANDARD_FULFILLMENT_OPTION_ID }, { id: `${STANDARD_FULFILLMENT_OPTION_ID}-return`, is_return: true }]
  }

  async validateOption(): Promise<boolean> {
    return true
  }

  async createFulfillment() {
    return { data: {}, labels: [] }
  }

  async cancelFulfillment() {
    return {}
  }

  async createReturnFulfillment() {
    return { data: {}, labels: [] }
  }
}
