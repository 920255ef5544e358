import {
  createInventoryItemsWorkflow,
  createPriceListsWorkflow,
  createProductsWorkflow,
  uploadFilesWorkflow,
} from "@medusajs/medusa/core-flows"
import { ProductStatus, PriceListStatus } from "@medusajs/framework/utils"
import { createHook, createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { toStoredFileUrl } from "../../lib/uploads/file-name"
import { pricesOf, toProductMetadata, type AdminProductFields } from "../../lib/catalogue/product-input"
import { resolveAdminProductContextStep } from "./steps/resolve-product-context"

type AdminProductImage = { filename: string; mimeType: string; /** base64 */ content: string }

export type CreateAdminProductInput = {
  fields: AdminProductFields
  images: AdminProductImage[]
  /** Origin the local file provider puts in front of /static URLs. */
  backendUrl: string
}

/**
 * An operator's new product, in one workflow so a failure at any step undoes
 * the earlier ones (no half product, no orphan files, no stray stock or price
 * list): images through the File module, an inventory item with its level at
 * the warehouse, the published product in its category and our sales channel
 * with one variant priced at the original price in INR, and a sale price list
 * when the selling price is lower. The storefront shows it at once.
 */
export const createAdminProductWorkflow = createWorkflow("admin-product-create", (input: CreateAdminProductInput) => {
  const category = transform({ input }, ({ input }) => ({ category: input.fields.category }))
  const context = resolveAdminProductContextStep(category)

  const uploaded = when("admin-product-has-images", { input }, ({ input }) => input.images.length > 0).then(() =>
    uploadFilesWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({
        files: input.images.map((image) => ({ ...image, access: "public" as const })),
      })),
    })
  )

  const inventoryInput = transform({ input, context }, ({ input, context }) => ({
    items: [
      {
        sku: context.catalogueId,
        title: input.fields.name,
        requires_shipping: true,
        location_levels: [{ location_id: context.stockLocationId, stocked_quantity: input.fields.stockQuantity }],
      },
    ],
  }))
  const inventoryItems = createInventoryItemsWorkflow.runAsStep({ input: inventoryInput })

  const productInput = transform({ input, context, uploaded, inventoryItems }, (data) => {
    const { fields } = data.input
    const urls = (data.uploaded ?? []).map((file) => toStoredFileUrl(file.url, data.input.backendUrl))
    return {
      products: [
        {
          title: fields.name,
          handle: data.context.catalogueId.toLowerCase(),
          external_id: data.context.catalogueId,
          status: ProductStatus.PUBLISHED,
          description: fields.description,
          ...(urls.length ? { thumbnail: urls[0], images: urls.map((url) => ({ url })) } : {}),
          category_ids: [data.context.categoryId],
          sales_channels: [{ id: data.context.salesChannelId }],
          shipping_profile_id: data.context.shippingProfileId,
          options: [{ title: "Size", values: [fields.size] }],
          variants: [
            {
              title: fields.size,
              sku: data.context.catalogueId,
              options: { Size: fields.size },
              manage_inventory: true,
              inventory_items: [{ inventory_item_id: data.inventoryItems[0].id, required_quantity: 1 }],
              prices: [{ amount: pricesOf(fields).list, currency_code: data.context.currencyCode }],
            },
          ],
          metadata: toProductMetadata(fields, new Date()),
        },
      ],
    }
  })
  const products = createProductsWorkflow.runAsStep({ input: productInput })

  const created = transform({ products, context }, ({ products, context }) => ({
    productId: products[0].id,
    variantId: products[0].variants?.[0]?.id as string,
    catalogueId: context.catalogueId,
  }))

  when("admin-product-on-sale", { input }, ({ input }) => pricesOf(input.fields).sale !== null).then(() => {
    createPriceListsWorkflow.runAsStep({
      input: transform({ input, created, context }, ({ input, created, context }) => ({
        price_lists_data: [
          {
            title: `Launch offer ${created.catalogueId}`,
            description: `Selling price of ${input.fields.name}, set when an operator added it`,
            status: PriceListStatus.ACTIVE,
            prices: [
              {
                variant_id: created.variantId,
                amount: pricesOf(input.fields).sale as number,
                currency_code: context.currencyCode,
              },
            ],
          },
        ],
      })),
    })
  })

  // Extension point after every write; a handler that throws undoes the whole product.
  const productCreated = createHook("adminProductCreated", created)

  return new WorkflowResponse(created, { hooks: [productCreated] })
})
