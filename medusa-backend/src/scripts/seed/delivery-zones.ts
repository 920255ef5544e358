import { getStoreSettings } from "../../lib/store-settings"
import { defaultZones } from "../../lib/serviceability/default-zones"
import { zoneService } from "../../lib/serviceability/zones"
import { saveDeliveryZonesWorkflow } from "../../workflows/serviceability/save-delivery-zones"
import type { Created, SeedContext } from "./context"

/**
 * The default delivery zones (lib/serviceability/default-zones.ts), only while
 * there are none: once the operator has zones, the seed leaves them alone.
 */
export async function seedDeliveryZones(ctx: SeedContext, created: Created): Promise<void> {
  const [, count] = await zoneService(ctx.container).listAndCountDeliveryZones({}, { take: 1 })
  if (count > 0) return
  const zones = defaultZones(getStoreSettings().gst.state)
  await saveDeliveryZonesWorkflow(ctx.container).run({ input: { zones } })
  created.deliveryZones = zones.length
}
