import { createPromotionsWorkflow, updatePromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { getStoreSettings } from "../../lib/store-settings"
import type { CategoryHandle } from "./catalogue"
import type { Created, SeedContext } from "./context"

/** The festival offer is an extra 20% on perfumes, attars and home sprays, with a code (requirements CPN-02). */
const FESTIVAL_PERCENT = 20
const FESTIVAL_CATEGORIES: CategoryHandle[] = ["perfumes", "attars", "room-fresheners"]

export async function seedFestivalPromotion(ctx: SeedContext, categories: Record<CategoryHandle, string>, created: Created): Promise<void> {
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
          is_tax_inclusive: true,
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

/**
 * Prices are GST-inclusive, so every code's percent or rupees must come off the
 * price the shopper sees; a promotion made before GST (is_tax_inclusive false)
 * would discount the price before tax and change the totals. Updates those.
 */
export async function makePromotionsTaxInclusive(ctx: SeedContext): Promise<void> {
  const { data } = await ctx.query.graph({ entity: "promotion", fields: ["id", "is_tax_inclusive"] })
  const stale = data.filter((p) => p.is_tax_inclusive !== true)
  if (stale.length) {
    await updatePromotionsWorkflow(ctx.container).run({
      input: { promotionsData: stale.map((p) => ({ id: p.id as string, is_tax_inclusive: true })) },
    })
  }
}
