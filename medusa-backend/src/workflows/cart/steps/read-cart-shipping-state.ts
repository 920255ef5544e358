import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type CartShippingState = {
  cart_id: string
  has_items: boolean
  shipping_method_ids: string[]
}

/** What the shipping sync needs to decide: are there items, and which shipping methods are attached. */
export const readCartShippingStateStep = createStep("read-cart-shipping-state", async (input: { cart_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["id", "items.id", "shipping_methods.id"],
    filters: { id: input.cart_id },
  })
  const cart = data[0]
  const state: CartShippingState = {
    cart_id: input.cart_id,
    has_items: (cart?.items ?? []).some(Boolean),
    shipping_method_ids: (cart?.shipping_methods ?? []).filter(Boolean).map((m: { id: string } | null) => m!.id),
  }
  return new StepResponse(state)
})
