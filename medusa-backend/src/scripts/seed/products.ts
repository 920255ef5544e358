import { createProductsWorkflow, updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import { CATALOGUE, type CatalogueEntry, type CategoryHandle } from "./catalogue"
import type { Created, SeedContext } from "./context"
import { uploadProductImages } from "./images"
import { handleFor, toProductInput } from "./product-mapper"

// Small batches keep each workflow transaction short.
const BATCH_SIZE = 13

export type SeededProduct = { catalogueId: string; productId: string; variantId: string }

type ProductRow = {
  id: string
  handle: string
  thumbnail: string | null
  variants?: ({ id: string; sku: string | null } | null)[]
}

async function listSeededProducts(ctx: SeedContext): Promise<ProductRow[]> {
  const { data } = await ctx.query.graph({
    entity: "product",
    fields: ["id", "handle", "thumbnail", "variants.id", "variants.sku"],
    filters: { handle: CATALOGUE.map((e) => handleFor(e.id)) },
  })
  return data as ProductRow[]
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/**
 * The 52 catalogue products, looked up by handle. Missing ones are created
 * with a freshly uploaded image; existing ones without a thumbnail get one.
 */
export async function seedProducts(
  ctx: SeedContext,
  links: { categories: Record<CategoryHandle, string>; salesChannelId: string; shippingProfileId: string },
  created: Created
): Promise<SeededProduct[]> {
  const existing = new Map((await listSeededProducts(ctx)).map((p) => [p.handle, p]))
  const missing = CATALOGUE.filter((e) => !existing.has(handleFor(e.id)))

  for (const batch of chunk(missing, BATCH_SIZE)) {
    const images = await uploadProductImages(ctx, batch)
    created.images = (created.images ?? 0) + images.size
    await createProductsWorkflow(ctx.container).run({
      input: {
        products: batch.map((entry) =>
          toProductInput(entry, {
            categoryId: links.categories[entry.category],
            salesChannelId: links.salesChannelId,
            shippingProfileId: links.shippingProfileId,
            imageUrl: images.get(entry.id),
          })
        ),
      },
    })
    created.products = (created.products ?? 0) + batch.length
  }

  const withoutImage: CatalogueEntry[] = CATALOGUE.filter((e) => {
    const row = existing.get(handleFor(e.id))
    return row && !row.thumbnail
  })
  if (withoutImage.length) {
    const images = await uploadProductImages(ctx, withoutImage)
    created.images = (created.images ?? 0) + images.size
    await updateProductsWorkflow(ctx.container).run({
      input: {
        products: withoutImage.map((entry) => ({
          id: existing.get(handleFor(entry.id))!.id,
          thumbnail: images.get(entry.id)!,
          images: [{ url: images.get(entry.id)! }],
        })),
      },
    })
  }

  const rows = new Map((await listSeededProducts(ctx)).map((p) => [p.handle, p]))
  return CATALOGUE.map((entry) => {
    const row = rows.get(handleFor(entry.id))
    const variant = row?.variants?.find((v) => v?.sku === entry.id) ?? row?.variants?.[0]
    if (!row || !variant) {
      throw new Error(`Product ${entry.id} has no variant after seeding`)
    }
    return { catalogueId: entry.id, productId: row.id, variantId: variant.id }
  })
}
