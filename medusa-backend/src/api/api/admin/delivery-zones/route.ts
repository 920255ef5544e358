import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { DeliveryZoneBody } from "@sugandh/contract"
import { zoneService } from "../../../../lib/serviceability/zones"
import { saveZone, toPublicZone } from "./save"

/** GET /api/admin/delivery-zones -> {zones}: every zone by name (a few dozen at most). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const rows = await zoneService(req.scope).listDeliveryZones({}, { order: { name: "ASC" } })
  res.json({ zones: rows.map(toPublicZone) })
}

/** POST /api/admin/delivery-zones {name,pins,minDays,maxDays,prepaid,cod}: a new zone (or the one of that name, updated). */
export async function POST(req: AuthenticatedMedusaRequest<DeliveryZoneBody>, res: MedusaResponse) {
  res.status(201).json({ zone: await saveZone(req.scope, req.validatedBody) })
}
