import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { getStoreContext } from "../../../lib/catalogue"
import { findCustomerCartId } from "../../../lib/cart/find-customer-cart"
import { readCheckoutCart } from "../../../lib/checkout/checkout-cart"

/**
 * The customer's open server cart in the shop's region and channel, with
 * Medusa's totals, and the store's records checkout needs. `cart` is null when
 * there is no cart; an empty one has item_count 0. Read-only: nothing to compensate.
 */
export const findCustomerCheckoutCartStep = createStep(
  "find-customer-checkout-cart",
  async (input: { customer_id: string }, { container }) => {
    const store = await getStoreContext(container)
    const cartId = await findCustomerCartId(container, input.customer_id, store)
    const cart = cartId ? await readCheckoutCart(container, cartId) : null
    return new StepResponse({
      cart,
      sales_channel_id: store.salesChannelId,
      shipping_option_id: store.shippingOptionId,
    })
  }
)
