import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { getStoreContext, STORE_COUNTRY, type StoreContext } from "../../../../lib/catalogue"
import { findCustomerCartId } from "../../../../lib/cart/find-customer-cart"
import type { CustomerCartStore } from "../../../../workflows/cart/add-to-customer-cart"

/** The signed-in customer's id (requireCustomer guarantees it) and the store's fixed records. */
export async function customerCartContext(req: AuthenticatedMedusaRequest) {
  const customerId = req.auth_context.actor_id
  const store = await getStoreContext(req.scope)
  const cartId = await findCustomerCartId(req.scope, customerId, store)
  return { customerId, store, cartId }
}

export function toWorkflowStore(store: StoreContext): CustomerCartStore {
  return {
    region_id: store.regionId,
    sales_channel_id: store.salesChannelId,
    currency_code: store.currencyCode,
    country_code: STORE_COUNTRY,
    shipping_option_id: store.shippingOptionId,
  }
}
