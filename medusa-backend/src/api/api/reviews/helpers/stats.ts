import type { MedusaContainer } from "@medusajs/framework/types"
import type ReviewModuleService from "../../../../modules/review/service"
import { REVIEW_MODULE } from "../../../../modules/review"
import { statsFromCounts, type ReviewStats } from "../../../../modules/review/lib/stats"

/** Stats per Medusa product id, from one aggregate query over visible reviews. */
export async function statsByMedusaId(container: MedusaContainer, medusaIds: string[]): Promise<Map<string, ReviewStats>> {
  const reviews = container.resolve<ReviewModuleService>(REVIEW_MODULE)
  const counts = await reviews.countRatingsByProduct(medusaIds)
  const result = new Map<string, ReviewStats>()
  for (const [id, c] of counts) result.set(id, statsFromCounts(c))
  return result
}
