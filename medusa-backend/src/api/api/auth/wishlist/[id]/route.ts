import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { notFound } from "../../../../../lib/errors"
import { findProductByAnyId } from "../../../../../lib/catalogue"
import { removeFromWishlistWorkflow } from "../../../../../workflows/wishlist/remove-from-wishlist"
import { listCustomerWishlistItems, readWishlist } from "../../../../../lib/wishlist/wishlist-view"
import type { WishlistChangeAnswer } from "@sugandh/contract"

/**
 * DELETE /api/auth/wishlist/{id}: id is the wishlist item id, the Medusa product
 * id or the catalogue id. Only the signed-in customer's own items can match.
 */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<WishlistChangeAnswer>) {
  const customerId = req.auth_context.actor_id
  const id = (req.params.id ?? "").trim()
  const items = await listCustomerWishlistItems(req.scope, customerId)
  let item = items.find((i) => i.id === id || i.product_id === id)
  if (!item && id && !id.startsWith("wli_") && !id.startsWith("prod_")) {
    const product = await findProductByAnyId(req.scope, id)
    item = product ? items.find((i) => i.product_id === product.medusaId) : undefined
  }
  if (!item) {
    throw notFound("Product not found in wishlist")
  }
  await removeFromWishlistWorkflow(req.scope).run({ input: { item_ids: [item.id] } })
  const { wishlist } = await readWishlist(req.scope, customerId)
  res.json({ message: "Removed from wishlist", wishlist })
}
