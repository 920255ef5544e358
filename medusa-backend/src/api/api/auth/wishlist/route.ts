import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { notFound } from "../../../../lib/errors"
import { findProductByAnyId } from "../../../../lib/catalogue"
import { addToWishlistWorkflow } from "../../../../workflows/wishlist/add-to-wishlist"
import { removeFromWishlistWorkflow } from "../../../../workflows/wishlist/remove-from-wishlist"
import { listCustomerWishlistItems, readWishlist } from "../../../../lib/wishlist/wishlist-view"
import type { AddToWishlistBody } from "./validators"
import type { WishlistAnswer, WishlistChangeAnswer } from "@sugandh/contract"

/** GET /api/auth/wishlist: the customer's saved products with current prices. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<WishlistAnswer>) {
  const { wishlist } = await readWishlist(req.scope, req.auth_context.actor_id)
  res.json({ wishlist })
}

/** POST /api/auth/wishlist {productId}: saves a product; saving it again changes nothing. */
export async function POST(req: AuthenticatedMedusaRequest<AddToWishlistBody>, res: MedusaResponse<WishlistChangeAnswer>) {
  const customerId = req.auth_context.actor_id
  const product = await findProductByAnyId(req.scope, req.validatedBody.productId)
  if (!product) {
    throw notFound("Product not found")
  }
  const { result } = await addToWishlistWorkflow(req.scope).run({
    input: { customer_id: customerId, product_id: product.medusaId },
  })
  const { wishlist } = await readWishlist(req.scope, customerId)
  res.json({
    message: result.added ? `${product.name} added to wishlist!` : "Product is already in your wishlist!",
    added: result.added,
    wishlist,
  })
}

/** DELETE /api/auth/wishlist: removes every saved product. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<WishlistChangeAnswer>) {
  const items = await listCustomerWishlistItems(req.scope, req.auth_context.actor_id)
  if (items.length) {
    await removeFromWishlistWorkflow(req.scope).run({ input: { item_ids: items.map((i) => i.id) } })
  }
  res.json({ message: "Wishlist cleared!", wishlist: [] })
}
