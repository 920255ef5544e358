import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { deleteAdminProductWorkflow } from "../../../../../workflows/admin-product/delete-admin-product"
import { notFound } from "../../../../../lib/errors"
import type { AdminProductDeletedAnswer } from "@sugandh/contract"

/**
 * DELETE /api/admin/products/{id} (admin) -> {message, id}
 * {id} is a catalogue id (P1, p1) or a Medusa id (prod_...). Refused with 409 while
 * open orders hold reserved stock of it; past orders keep their own copy of
 * the line items, so they stay readable.
 */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminProductDeletedAnswer>) {
  const id = (req.params.id ?? "").trim()
  const products = req.scope.resolve(Modules.PRODUCT)
  const [product] = id.startsWith("prod_")
    ? await products.listProducts({ id }, { select: ["id", "external_id"] })
    : await products.listProducts({ external_id: id.toUpperCase() }, { select: ["id", "external_id"] })
  if (!product) throw notFound("Product not found")

  await deleteAdminProductWorkflow(req.scope).run({ input: { productId: product.id } })
  res.json({ message: "Product deleted successfully", id: product.external_id || product.id })
}
