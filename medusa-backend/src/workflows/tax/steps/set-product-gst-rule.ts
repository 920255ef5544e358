import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { GST_CATEGORIES } from "../../../lib/tax/gst-rates"

export type SetProductGstRuleInput = { product_id: string }
type Rule = { tax_rate_id: string; reference: string; reference_id: string }
type Changes = { created: string[]; deleted: Rule[] }

/**
 * Puts one product's rule in the tax rate of its GST category (GST5-INCENSE,
 * GST18-PERFUMES, ...) and takes it out of the other category rates; a product
 * in no GST category keeps no rule and pays the region's default. Changes only
 * what differs (a deleted product's rules are removed); the compensation puts
 * the rules back as they were.
 */
export const setProductGstRuleStep = createStep(
  "set-product-gst-rule",
  async (input: SetProductGstRuleInput, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const tax = container.resolve(Modules.TAX)
    const { data: products } = await query.graph({
      entity: "product",
      fields: ["id", "categories.handle"],
      filters: { id: input.product_id },
    })
    // A deleted product is not found: it keeps no rule.
    const product = (products[0] as { id: string; categories?: ({ handle: string } | null)[] } | undefined) ?? {
      id: input.product_id,
      categories: [],
    }

    const handles = new Set((product.categories ?? []).filter((c) => !!c).map((c) => c!.handle))
    const gst = GST_CATEGORIES.find((c) => handles.has(c.handle))
    const rates = await tax.listTaxRates({ code: GST_CATEGORIES.map((c) => c.taxRateCode) }, { select: ["id", "code"] })
    const wanted = gst ? rates.find((r) => r.code === gst.taxRateCode)?.id : undefined
    const rules = rates.length
      ? await tax.listTaxRateRules(
          { reference: "product", reference_id: product.id, tax_rate_id: rates.map((r) => r.id) },
          { select: ["id", "tax_rate_id", "reference", "reference_id"] }
        )
      : []

    const stale = rules.filter((r) => r.tax_rate_id !== wanted)
    if (stale.length) await tax.deleteTaxRateRules(stale.map((r) => r.id))
    let created: string[] = []
    if (wanted && !rules.some((r) => r.tax_rate_id === wanted)) {
      try {
        const [rule] = await tax.createTaxRateRules([{ tax_rate_id: wanted, reference: "product", reference_id: product.id }])
        created = [rule.id]
      } catch (error) {
        // The seed's category sync may have written the same rule meanwhile (unique per rate and product): then it is there.
        const now = await tax.listTaxRateRules({ tax_rate_id: wanted, reference_id: product.id }, { select: ["id"] })
        if (!now.length) throw error
      }
    }
    const changes: Changes = {
      created,
      deleted: stale.map((r) => ({ tax_rate_id: r.tax_rate_id, reference: r.reference, reference_id: r.reference_id })),
    }
    return new StepResponse(changes, changes)
  },
  async (changes, { container }) => {
    if (!changes) return
    const tax = container.resolve(Modules.TAX)
    if (changes.created.length) await tax.deleteTaxRateRules(changes.created)
    if (changes.deleted.length) await tax.createTaxRateRules(changes.deleted)
  }
)
