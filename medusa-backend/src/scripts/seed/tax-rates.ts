import { syncCategoryTaxRates } from "../../lib/tax/sync-category-tax-rates"
import type { Created, SeedContext } from "./context"

/** GST rates per category (perfumes, attars, home spray 18%; incense 5%) with their HSN codes. */
export async function seedCategoryTaxRates(ctx: SeedContext, taxRegionId: string, created: Created): Promise<void> {
  const rates = await syncCategoryTaxRates(ctx.container, taxRegionId)
  if (rates) created.taxRates = rates
}
