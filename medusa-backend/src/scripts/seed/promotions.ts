import { createPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { getStoreSettings } from "../../lib/store-settings"
import type { CategoryHandle } from "./catalogue"
import type { Created, SeedContext } from "./context"

/** Spec: the festival offer is an extra 20% on perfumes, attars and home sprays, with a code. */
export const FESTIVAL_PERCENT = 20
export const FESTIVAL_CATEGORIES: CategoryHandle[] = ["perfumes", "attars", "room-fresheners"]

export async function seedFestivalPromotion(
  ctx: SeedContext,
  categories: Record<CategoryHandle, string>,
  created: Created
): Promise<void> {
  const code = getStoreSettings().festivalCode
  const { data } = await ctx.query.graph({
    entity: "promotion",
    fields: ["id"],
    filters: { code },
  })
  if (data.length) {
    return
  }
  await createPromotionsWorkflow(ctx.container).run({
    input: {
      promotionsData: [
        {
          code,
          type: "standard",
          status: "active",
          is_automatic: false,
          application_method: {
            type: "percentage",
            target_type: "items",
            allocation: "each",
            value: FESTIVAL_PERCENT,
            // Required with allocation "each": units per line that get the discount; high enough to mean "all".
            max_quantity: 1000,
            target_rules: [
              {
                attribute: "items.product.categories.id",
                operator: "in",
                values: FESTIVAL_CATEGORIES.map((handle) => categories[handle]),
              },
            ],
          },
        },
      ],
    },
  })
  created.promotions = 1
}
