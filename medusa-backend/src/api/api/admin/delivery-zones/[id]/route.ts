import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { DeliveryZoneBody } from "@sugandh/contract"
import { notFound } from "../../../../../lib/errors"
import { zoneService } from "../../../../../lib/serviceability/zones"
import { saveDeliveryZonesWorkflow } from "../../../../../workflows/serviceability/save-delivery-zones"
import { saveZone } from "../save"

async function requireZone(req: AuthenticatedMedusaRequest) {
  const [zone] = await zoneService(req.scope).listDeliveryZones({ id: req.params.id })
  if (!zone) throw notFound("Delivery zone not found")
}

/** PUT /api/admin/delivery-zones/{id}: the zone changed. */
export async function PUT(req: AuthenticatedMedusaRequest<DeliveryZoneBody>, res: MedusaResponse) {
  await requireZone(req)
  res.json({ zone: await saveZone(req.scope, { ...req.validatedBody, id: req.params.id }) })
}

/** DELETE /api/admin/delivery-zones/{id}: the zone removed (its PINs fall to the next wider zone). */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await requireZone(req)
  await saveDeliveryZonesWorkflow(req.scope).run({ input: { zones: [], deleteIds: [req.params.id] } })
  res.json({ id: req.params.id, deleted: true })
}
