import { createReturnReasonsWorkflow } from "@medusajs/medusa/core-flows"
import { RETURN_REASONS } from "../../lib/returns/policy"
import type { Created, SeedContext } from "./context"

/**
 * The shop's return reasons as Medusa return reasons (the shopper's form,
 * Medusa's /store/return-reasons and its admin's returns use the same list),
 * looked up by their stable value. What each reason means (photos, shipping,
 * pickup fee) is read from the policy by that value (src/lib/returns/policy.ts).
 * A reason the operator renamed in Medusa's admin is left as it is.
 */
export async function seedReturnReasons(ctx: SeedContext, created: Created): Promise<Record<string, string>> {
  const { data: existing } = await ctx.query.graph({
    entity: "return_reason",
    fields: ["id", "value"],
    filters: { value: RETURN_REASONS.map((r) => r.value) },
  })
  const byValue = new Map<string, string>(existing.map((r) => [r.value as string, r.id as string]))
  const missing = RETURN_REASONS.filter((r) => !byValue.has(r.value))
  if (missing.length) {
    const { result } = await createReturnReasonsWorkflow(ctx.container).run({
      input: { data: missing.map((r) => ({ value: r.value, label: r.label, description: r.description })) },
    })
    result.forEach((r) => byValue.set(r.value, r.id))
    created.returnReasons = result.length
  }
  return Object.fromEntries(byValue)
}
