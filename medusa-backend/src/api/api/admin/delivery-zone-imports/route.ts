import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { DomainError } from "../../../../lib/errors"
import { parseZonesCsv } from "../../../../lib/serviceability/zones-csv"
import { saveDeliveryZonesWorkflow } from "../../../../workflows/serviceability/save-delivery-zones"
import { toPublicZone } from "../delivery-zones/save"
import type { DeliveryZonesImportBody } from "@sugandh/contract"

/**
 * POST /api/admin/delivery-zone-imports {csv}: each row creates the zone of
 * its name or replaces that zone's rules; zones not in the file stay. A file
 * with any bad row imports nothing and names every bad row (400).
 */
export async function POST(req: AuthenticatedMedusaRequest<DeliveryZonesImportBody>, res: MedusaResponse) {
  const parsed = parseZonesCsv(req.validatedBody.csv)
  if (!parsed.ok) throw new DomainError("invalid", parsed.message, { errors: parsed.errors })
  const { result } = await saveDeliveryZonesWorkflow(req.scope).run({ input: { zones: parsed.zones } })
  res.json({ imported: result.length, zones: result.map(toPublicZone) })
}
