import { singleProductStats } from "../../helpers/single-stats"

/** GET /api/reviews/stats/{id}: a product card's rating. */
export const GET = singleProductStats
