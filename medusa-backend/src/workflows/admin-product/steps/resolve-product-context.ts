import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { CategoryHandle } from "../../../lib/catalogue/names"
import { getStoreContext } from "../../../lib/catalogue/store-context"
import { nextCatalogueId, CATALOGUE_ID_PREFIX } from "../../../lib/catalogue/product-input"

type AdminProductContext = {
  catalogueId: string
  categoryId: string
  salesChannelId: string
  stockLocationId: string
  shippingProfileId: string
  currencyCode: string
}

/**
 * Reads the seeded records a new product hangs on (category, sales channel,
 * warehouse, default shipping profile) and allocates the product's catalogue id.
 * Read-only, so nothing to compensate. The caller holds a lock while the
 * workflow runs, so two operators cannot be given the same catalogue id.
 */
export const resolveAdminProductContextStep = createStep(
  "admin-product-resolve-context",
  async (input: { category: CategoryHandle }, { container }) => {
    const store = await getStoreContext(container)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const [categories, profiles] = await Promise.all([
      query.graph({ entity: "product_category", fields: ["id"], filters: { handle: input.category } }),
      query.graph({ entity: "shipping_profile", fields: ["id"], filters: { type: "default" } }),
    ])
    const categoryId = categories.data[0]?.id
    const shippingProfileId = profiles.data[0]?.id
    if (!categoryId || !shippingProfileId) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, "The store is not set up yet (category or shipping profile missing)")
    }
    const used = await container
      .resolve(Modules.PRODUCT)
      .listProducts({ external_id: { $ilike: `${CATALOGUE_ID_PREFIX[input.category]}%` } }, { select: ["external_id"], withDeleted: true })
    const context: AdminProductContext = {
      catalogueId: nextCatalogueId(
        input.category,
        used.map((p) => p.external_id)
      ),
      categoryId,
      salesChannelId: store.salesChannelId,
      stockLocationId: store.stockLocationId,
      shippingProfileId,
      currencyCode: store.currencyCode,
    }
    return new StepResponse(context)
  }
)
