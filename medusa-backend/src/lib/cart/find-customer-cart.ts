import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

export type CartScope = { regionId: string; salesChannelId: string }

export type CustomerCartRef = { id: string; hasShippingMethod: boolean }

/**
 * The customer's active server cart: not completed, in the store's region and
 * sales channel; the newest when several exist (e.g. one made through the Store
 * API). Null when the customer has none yet. Completing the cart into an order
 * sets completed_at, so the next add starts a fresh cart.
 */
export async function findCustomerCart(
  container: MedusaContainer,
  customerId: string,
  scope: CartScope,
  options: { withShipping?: boolean } = {}
): Promise<CustomerCartRef | null> {
  const carts = await container.resolve(Modules.CART).listCarts(
    {
      customer_id: customerId,
      // Medusa filters accept null for "IS NULL"; the DTO type only lists operator maps.
      completed_at: null as unknown as undefined,
      region_id: scope.regionId,
      sales_channel_id: scope.salesChannelId,
    },
    {
      select: options.withShipping ? ["id", "shipping_methods.id"] : ["id"],
      relations: options.withShipping ? ["shipping_methods"] : [],
      order: { created_at: "DESC" },
      take: 1,
    }
  )
  const cart = carts[0]
  return cart ? { id: cart.id, hasShippingMethod: !!cart.shipping_methods?.length } : null
}

/** Just the id: what reads need. */
export async function findCustomerCartId(container: MedusaContainer, customerId: string, scope: CartScope): Promise<string | null> {
  return (await findCustomerCart(container, customerId, scope))?.id ?? null
}
