import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import { Review } from "./models/review"

/** Visible review counts per star: index 0 = 1 star ... index 4 = 5 stars. */
export type RatingCounts = Map<string, number[]>

type RawManager = {
  execute: (sql: string, params: unknown[]) => Promise<Array<{ product_id: string; rating: number; n: number | string }>>
}

class ReviewModuleService extends MedusaService({ Review }) {
  /**
   * Visible-review counts per rating for many products in ONE aggregate query
   * (served by the product_id+status+created_at index), so a listing page of
   * 20 cards costs one round trip instead of 20. Products without reviews get
   * an all-zero distribution.
   */
  @InjectManager()
  async countRatingsByProduct(productIds: string[], @MedusaContext() sharedContext: Context = {}): Promise<RatingCounts> {
    const result: RatingCounts = new Map()
    const ids = [...new Set(productIds)]
    for (const id of ids) result.set(id, [0, 0, 0, 0, 0])
    if (!ids.length) return result

    const manager = sharedContext.manager as RawManager
    const rows = await manager.execute(
      `select product_id, rating, count(*)::int as n
         from review
        where product_id in (?) and status = 'visible' and deleted_at is null
        group by product_id, rating`,
      [ids]
    )
    for (const row of rows) {
      const counts = result.get(row.product_id)
      const rating = Number(row.rating)
      if (counts && rating >= 1 && rating <= 5) counts[rating - 1] = Number(row.n)
    }
    return result
  }
}

export default ReviewModuleService
