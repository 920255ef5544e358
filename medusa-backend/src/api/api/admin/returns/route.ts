import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminReturnsQuery, ReturnsAnswer, ReturnState } from "@sugandh/contract"
import { readReturns } from "../../../../lib/returns/read-returns"

/** Medusa's return statuses each shop state can have (the state itself also reads the decision and the refund). */
const MEDUSA_STATUSES: Record<ReturnState, string[]> = {
  requested: ["requested"],
  approved: ["requested"],
  "in-transit": ["requested"],
  received: ["received", "partially_received"],
  refunded: ["received", "partially_received"],
  rejected: ["canceled"],
  cancelled: ["canceled"],
}

/**
 * GET /api/admin/returns?state: the returns queue by state, oldest first,
 * with the photos' ids, the lines and the payee (masked). Returns made in
 * Medusa's admin are listed too: the record is Medusa's.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AdminReturnsQuery>, res: MedusaResponse<ReturnsAnswer>) {
  const { state } = req.validatedQuery
  const returns = await readReturns(req.scope, { status: MEDUSA_STATUSES[state] })
  res.json({ returns: returns.filter((r) => r.state === state) })
}
