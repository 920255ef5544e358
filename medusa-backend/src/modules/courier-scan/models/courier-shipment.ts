import { model } from "@medusajs/framework/utils"

/**
 * Where a courier shipment stands, decided from its scans (never backwards:
 * scanAdvances), one row per AWB: what the /track page and the NDR list read,
 * and what the tracking poll looks at ("no scan for 24 hours"). An NDR (failed
 * delivery attempt) keeps its attempts and the courier's reason here.
 */
export const CourierShipment = model
  .define("courier_shipment", {
    id: model.id({ prefix: "cship" }).primaryKey(),
    awb: model.text().unique(),
    fulfillment_id: model.text(),
    order_id: model.text(),
    courier: model.text(),
    /** booked | shipped | out_for_delivery | ndr | delivered | rto_initiated | rto_delivered */
    step: model.text().default("booked"),
    step_at: model.dateTime().nullable(),
    last_scan_at: model.dateTime().nullable(),
    /** When a scan last came in (webhook or poll), our clock: the poll asks for shipments quiet for 24 hours. */
    last_heard_at: model.dateTime().nullable(),
    ndr_attempts: model.number().default(0),
    ndr_reason: model.text().nullable(),
    ndr_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["step", "last_heard_at"] }, { on: ["order_id"] }])
