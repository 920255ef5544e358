import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminNdrAnswer } from "@sugandh/contract"
import { listNdr } from "../../../../lib/courier/ndr-list"

/**
 * GET /api/admin/ndr: order, AWB, attempts, the courier's reason, last scan and age of each shipment
 * whose delivery attempt failed (the admin check is /api/admin/*'s, admin/middlewares.ts).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminNdrAnswer>) {
  res.json(await listNdr(req.scope))
}
