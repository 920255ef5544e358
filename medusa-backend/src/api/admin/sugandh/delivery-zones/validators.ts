import { z } from "@medusajs/framework/zod"

/** A zone from the admin page; the PIN rules and days are checked by lib/serviceability/zone-rules. */
export const DeliveryZoneBody = z.object({
  name: z.string().max(100),
  pins: z.array(z.string().max(20)).max(5000),
  minDays: z.number(),
  maxDays: z.number(),
  prepaid: z.boolean(),
  cod: z.boolean(),
})
export type DeliveryZoneBody = z.infer<typeof DeliveryZoneBody>

export const DeliveryZonesImportBody = z.object({ csv: z.string().max(500_000) })
export type DeliveryZonesImportBody = z.infer<typeof DeliveryZonesImportBody>
