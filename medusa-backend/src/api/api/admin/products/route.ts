import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { createAdminProductWorkflow } from "../../../../workflows/admin-product/create-admin-product"
import type { RequestWithImages } from "../../../../lib/uploads/image-upload"
import { toFieldErrors } from "../../../utils/validate"
import { DomainError } from "../../../../lib/errors"
import { backendUrl } from "../../../../lib/backend-url"
import { listAdminProducts } from "./list"
import { productFormSchema } from "./validators"
import { LIST_PAGE_MAX } from "@sugandh/contract"
import type { AdminProductCreatedAnswer, AdminProductListAnswer, AdminProductListQuery } from "@sugandh/contract"

/**
 * GET /api/admin/products (admin) -> [{_id, id, name, brand, category, price, originalPrice, stockQuantity, images:[{url}], ...}]
 * GET /api/admin/products?limit=&offset=[&q=] -> {success, products, count, offset, limit}: one page, newest first,
 * `q` matching the title, handle or description (Medusa's product search), `count` the total.
 * The dashboard asks for pages: at an operator's scale (50,000 products) the whole list is megabytes.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AdminProductListQuery>, res: MedusaResponse<AdminProductListAnswer>) {
  // Checked by the contract's AdminProductListQuery (api/api/admin/middlewares.ts).
  const { q, ...paging } = req.validatedQuery
  const filters = q ? { q } : {}
  if (paging.limit === undefined && !q) {
    res.json((await listAdminProducts(req.scope)).products)
    return
  }
  const limit = paging.limit ?? LIST_PAGE_MAX
  const { products, count } = await listAdminProducts(req.scope, filters, { skip: paging.offset, take: limit })
  res.json({ success: true, products, count, offset: paging.offset, limit })
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

  // One creation at a time: the workflow allocates the next catalogue id (P11, A25 ...).
  const created = await req.scope.resolve(Modules.LOCKING).execute(
    "sugandh:admin-product-create",
    async () => {
      const { result } = await createAdminProductWorkflow(req.scope).run({
        input: {
          fields: parsed.data,
          images: images.map((i) => ({ filename: i.filename, mimeType: i.mimeType, content: i.content.toString("base64") })),
          backendUrl: backendUrl(),
        },
      })
      return result
    },
    { timeout: 60 }
  )
  const {
    products: [product],
  } = await listAdminProducts(req.scope, { id: created.productId })
  res.status(201).json({ message: "Product created successfully", product })
}
