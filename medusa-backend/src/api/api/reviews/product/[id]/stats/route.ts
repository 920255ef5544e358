import { singleProductStats } from "../../../helpers/single-stats"

/** GET /api/reviews/product/{id}/stats: the stats panel. */
export const GET = singleProductStats
