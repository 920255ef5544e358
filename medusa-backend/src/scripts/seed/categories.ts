import { createProductCategoriesWorkflow } from "@medusajs/medusa/core-flows"
import { CATEGORIES, type CategoryHandle } from "./catalogue"
import type { Created, SeedContext } from "./context"

/** The four shop categories, looked up by handle; returns handle -> category id. */
export async function seedCategories(ctx: SeedContext, created: Created): Promise<Record<CategoryHandle, string>> {
  const handles = CATEGORIES.map((c) => c.handle)
  const { data: existing } = await ctx.query.graph({
    entity: "product_category",
    fields: ["id", "handle"],
    filters: { handle: handles },
  })
  const byHandle = new Map<string, string>(existing.map((c) => [c.handle as string, c.id as string]))
  const missing = CATEGORIES.filter((c) => !byHandle.has(c.handle))
  if (missing.length) {
    const { result } = await createProductCategoriesWorkflow(ctx.container).run({
      input: {
        product_categories: missing.map((c) => ({
          name: c.name,
          handle: c.handle,
          description: c.description,
          is_active: true,
          is_internal: false,
        })),
      },
    })
    result.forEach((c) => byHandle.set(c.handle, c.id))
    created.categories = result.length
  }
  return Object.fromEntries(handles.map((h) => [h, byHandle.get(h)!])) as Record<CategoryHandle, string>
}
