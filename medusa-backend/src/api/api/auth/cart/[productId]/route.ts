import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { notFound } from "../../../../../lib/errors"
import { findProductByAnyId } from "../../../../../lib/catalogue"
import { explainCartFailure } from "../../../../../lib/cart/cart-failure"
import { findLine, readCart, type CartLine } from "../../../../../lib/cart/cart-view"
import { removeCustomerCartItemsWorkflow } from "../../../../../workflows/cart/remove-customer-cart-items"
import { setCustomerCartItemQuantityWorkflow } from "../../../../../workflows/cart/set-customer-cart-item-quantity"
import { customerCartContext } from "../helpers"
import type { UpdateCartItemBody } from "../validators"
import type { CartChangeAnswer } from "@sugandh/contract"

/** The cart line for the path's product (catalogue id or Medusa id); 404 tells an unknown product from one not in the cart. */
async function lineFor(req: AuthenticatedMedusaRequest<unknown>) {
  const context = await customerCartContext(req)
  const { lines } = await readCart(req.scope, context.cartId)
  const line: CartLine | undefined = findLine(lines, req.params.productId ?? "")
  if (!line || !context.cartId) {
    const product = await findProductByAnyId(req.scope, req.params.productId ?? "")
    throw notFound(product ? "Item not found in cart" : "Product not found")
  }
  return { ...context, cartId: context.cartId, line }
}

/** PUT /api/auth/cart/{productId} {quantity}: sets the quantity; 0 or less removes the item. */
export async function PUT(req: AuthenticatedMedusaRequest<UpdateCartItemBody>, res: MedusaResponse<CartChangeAnswer>) {
  const { quantity } = req.validatedBody
  const { customerId, store, cartId, line } = await lineFor(req)
  const target = { customer_id: customerId, cart_id: cartId, shipping_option_id: store.shippingOptionId }
  if (quantity <= 0) {
    await removeCustomerCartItemsWorkflow(req.scope).run({ input: { ...target, item_ids: [line.itemId] } })
  } else {
    try {
      await setCustomerCartItemQuantityWorkflow(req.scope).run({
        input: { ...target, item_id: line.itemId, quantity },
      })
    } catch (error) {
      // Another device may have removed the line between our read and the update.
      throw await explainCartFailure(req.scope, error, line.medusaProductId, "Item not found in cart")
    }
  }
  const { view } = await readCart(req.scope, cartId)
  res.json({ message: quantity <= 0 ? "Item removed from cart" : "Cart updated", ...view })
}

/** DELETE /api/auth/cart/{productId}: removes the product's line. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<CartChangeAnswer>) {
  const { customerId, store, cartId, line } = await lineFor(req)
  await removeCustomerCartItemsWorkflow(req.scope).run({
    input: { customer_id: customerId, cart_id: cartId, item_ids: [line.itemId], shipping_option_id: store.shippingOptionId },
  })
  const { view } = await readCart(req.scope, cartId)
  res.json({ message: "Item removed from cart", ...view })
}
