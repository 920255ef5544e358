import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createAdminProductWorkflow } from "../../../../workflows/admin-product/create-admin-product"
import type { RequestWithImages } from "../../../../lib/uploads/image-upload"
import { toFieldErrors } from "../../../utils/validate"
import { DomainError } from "../../../../lib/errors"
import { listAdminProducts } from "./list"
import { productFormSchema } from "./validators"
import type { AdminProductCreatedAnswer, AdminProductListAnswer } from "@sugandh/contract"

/** GET /api/admin/products (admin) -> [{_id, id, name, brand, category, price, originalPrice, stockQuantity, images:[{url}], ...}] */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminProductListAnswer>) {
  res.json(await listAdminProducts(req.scope))
}

/**
 * POST /api/admin/products (admin), multipart: name, brand, description,
 * price, originalPrice, category, fragrance, size, stockQuantity, featured,
 * tags, images[] -> 201 {message, product}. The images were checked by the
 * upload middleware (count, size, content); the fields are checked here.
 * Nothing is written unless everything is valid.
 */
export async function POST(req: AuthenticatedMedusaRequest & RequestWithImages, res: MedusaResponse<AdminProductCreatedAnswer>) {
  const parsed = productFormSchema.safeParse(req.body ?? {})
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error)
    throw new DomainError("invalid", errors[0]?.msg ?? "Invalid product", { errors })
  }
  const images = req.images ?? []
  const backendUrl = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).admin?.backendUrl ?? "http://localhost:9000"

  // One creation at a time: the workflow allocates the next spec id (P11, A25 ...).
  const created = await req.scope.resolve(Modules.LOCKING).execute(
    "sugandh:admin-product-create",
    async () => {
      const { result } = await createAdminProductWorkflow(req.scope).run({
        input: {
          fields: parsed.data,
          images: images.map((i) => ({ filename: i.filename, mimeType: i.mimeType, content: i.content.toString("base64") })),
          backendUrl,
        },
      })
      return result
    },
    { timeout: 60 }
  )
  const [product] = await listAdminProducts(req.scope, { id: created.productId })
  res.status(201).json({ message: "Product created successfully", product })
}
