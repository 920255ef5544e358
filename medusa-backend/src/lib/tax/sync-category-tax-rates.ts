import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createTaxRatesWorkflow, setTaxRateRulesWorkflow, updateProductCategoriesWorkflow } from "@medusajs/medusa/core-flows"
import { GST_CATEGORIES } from "./gst-rates"

type CategoryRow = { id: string; handle: string; metadata?: Record<string, unknown> | null; products?: ({ id: string } | null)[] }
type RateRow = { id: string; code: string; rules?: ({ reference: string; reference_id: string } | null)[] }

/**
 * Medusa's Tax module matches rate rules by product, product type or shipping
 * option, not by category. So each GST category has its own tax rate (code
 * GST18-PERFUMES, GST5-INCENSE, ...) whose rules list the products of that
 * category; this keeps them in step with category membership. The HSN code
 * and rate are also written into the category's metadata for the invoice.
 * Idempotent: changes only what differs. Returns how many rates it created.
 */
export async function syncCategoryTaxRates(container: MedusaContainer, taxRegionId: string): Promise<number> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: categories } = (await query.graph({
    entity: "product_category",
    fields: ["id", "handle", "metadata", "products.id"],
    filters: { handle: GST_CATEGORIES.map((c) => c.handle) },
  })) as { data: CategoryRow[] }
  const { data: rates } = (await query.graph({
    entity: "tax_rate",
    fields: ["id", "code", "rules.reference", "rules.reference_id"],
    filters: { tax_region_id: taxRegionId, code: GST_CATEGORIES.map((c) => c.taxRateCode) },
  })) as { data: RateRow[] }

  let createdRates = 0
  for (const gst of GST_CATEGORIES) {
    const category = categories.find((c) => c.handle === gst.handle)
    if (!category) continue
    const metadata = category.metadata ?? {}
    if (metadata.hsn !== gst.hsn || metadata.gst_rate !== gst.rate) {
      await updateProductCategoriesWorkflow(container).run({
        input: { selector: { id: category.id }, update: { metadata: { ...metadata, hsn: gst.hsn, gst_rate: gst.rate } } },
      })
    }
    const productIds = (category.products ?? [])
      .filter((p): p is { id: string } => !!p)
      .map((p) => p.id)
      .sort()
    const rules = productIds.map((id) => ({ reference: "product", reference_id: id }))
    const rate = rates.find((r) => r.code === gst.taxRateCode)
    if (!rate) {
      await createTaxRatesWorkflow(container).run({
        input: [{ tax_region_id: taxRegionId, code: gst.taxRateCode, name: gst.taxRateName, rate: gst.rate, rules }],
      })
      createdRates++
      continue
    }
    const current = (rate.rules ?? [])
      .filter((r): r is { reference: string; reference_id: string } => !!r && r.reference === "product")
      .map((r) => r.reference_id)
      .sort()
    if (current.join() !== productIds.join()) {
      await setTaxRateRulesWorkflow(container).run({ input: { tax_rate_ids: [rate.id], rules } })
    }
  }
  return createdRates
}
