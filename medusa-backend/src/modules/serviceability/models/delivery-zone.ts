import { model } from "@medusajs/framework/utils"

/**
 * One of the operator's delivery zones: the PINs it covers (prefixes such as
 * "79" or ranges such as "110001-110096"), the promised days and whether
 * prepaid and cash-on-delivery orders go there. A PIN takes the narrowest
 * zone that covers it (lib/serviceability/zones.ts); a zone with neither
 * prepaid nor COD is "not delivered".
 */
export const DeliveryZone = model
  .define("delivery_zone", {
    id: model.id({ prefix: "dzone" }).primaryKey(),
    name: model.text(),
    pins: model.array(),
    min_days: model.number(),
    max_days: model.number(),
    prepaid: model.boolean().default(true),
    cod: model.boolean().default(true),
  })
  .indexes([{ on: ["name"], unique: true, where: "deleted_at IS NULL" }])
