import type { MedusaContainer } from "@medusajs/framework/types"
import { DomainError } from "../../../../lib/errors"
import { zoneErrors, type DeliveryZoneInput } from "../../../../lib/serviceability/zone-rules"
import { toDeliveryZone } from "../../../../lib/serviceability/zones"
import { saveDeliveryZonesWorkflow } from "../../../../workflows/serviceability/save-delivery-zones"

/** Checks one zone from the admin page (400 with field errors) and saves it through the workflow. */
export async function saveZone(container: MedusaContainer, zone: DeliveryZoneInput & { id?: string }) {
  const errors = zoneErrors(zone)
  if (errors.length) throw new DomainError("invalid", errors[0].msg, { errors })
  const { result } = await saveDeliveryZonesWorkflow(container).run({ input: { zones: [zone] } })
  return toPublicZone(result[0])
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function toPublicZone(row: any) {
  const { ranges: _ranges, ...zone } = toDeliveryZone(row)
  return zone
}
