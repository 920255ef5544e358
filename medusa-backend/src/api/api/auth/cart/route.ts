import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { notFound } from "../../../../lib/errors"
import { getStoreContext } from "../../../../lib/catalogue"
import { addItemToCustomerCart } from "./add-item-to-customer-cart"
import { findCartProduct } from "../../../../lib/cart/cart-product"
import { findCustomerCart } from "../../../../lib/cart/find-customer-cart"
import { removeCustomerCartItemsWorkflow } from "../../../../workflows/cart/remove-customer-cart-items"
import { explainCartFailure } from "../../../../lib/cart/cart-failure"
import { readCart, type CartView } from "../../../../lib/cart/cart-view"
import { customerCartContext, toWorkflowStore } from "./helpers"
import type { AddToCartBody } from "./validators"
import type { CartChangeAnswer, CartView as CartAnswer } from "@sugandh/contract"

/** GET /api/auth/cart: the customer's cart. Reading never creates a cart. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<CartAnswer>) {
  const { cartId } = await customerCartContext(req)
  const { view } = await readCart(req.scope, cartId)
  res.json(view)
}

/** POST /api/auth/cart {productId, quantity?}: adds (or raises the quantity of) a product at Medusa's price. */
export async function POST(req: AuthenticatedMedusaRequest<AddToCartBody>, res: MedusaResponse<CartChangeAnswer>) {
  const { productId, quantity } = req.validatedBody
  const customerId = req.auth_context.actor_id
  const store = await getStoreContext(req.scope)
  const [product, existing] = await Promise.all([
    findCartProduct(req.scope, productId),
    findCustomerCart(req.scope, customerId, store, { withShipping: true }),
  ])
  if (!product) {
    throw notFound("Product not found")
  }

  let view: CartView
  try {
    view = await addItemToCustomerCart(req.scope, {
      customerId,
      variantId: product.variantId,
      quantity,
      store: toWorkflowStore(store),
      existing,
    })
  } catch (error) {
    throw await explainCartFailure(req.scope, error, product.medusaId)
  }
  res.json({ message: `${product.name} added to cart!`, ...view })
}

/** DELETE /api/auth/cart: empties the cart (the cart itself stays, for the next add). */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<CartChangeAnswer>) {
  const { customerId, store, cartId } = await customerCartContext(req)
  const { lines } = await readCart(req.scope, cartId)
  if (cartId && lines.length) {
    await removeCustomerCartItemsWorkflow(req.scope).run({
      input: {
        customer_id: customerId,
        cart_id: cartId,
        item_ids: lines.map((l) => l.itemId),
        shipping_option_id: store.shippingOptionId,
      },
    })
  }
  const { view } = await readCart(req.scope, cartId)
  res.json({ message: "Cart cleared", ...view })
}
