import { model } from "@medusajs/framework/utils"

/**
 * One courier scan of a shipment as the courier reported it (webhook or the
 * tracking poll). `key` (AWB, the courier's time and status) is unique: a
 * replayed webhook or a poll that sees the same scan again stores nothing new.
 * Stored first, applied after (`applied_at`).
 */
export const CourierScan = model
  .define("courier_scan", {
    id: model.id({ prefix: "cscan" }).primaryKey(),
    key: model.text().unique(),
    awb: model.text(),
    fulfillment_id: model.text(),
    order_id: model.text(),
    /** The courier's status code and label as sent ("17", "OUT FOR DELIVERY"). */
    status_code: model.text().nullable(),
    status_label: model.text().nullable(),
    /** The shop's step it maps to (shipment-status.ts); null for a scan that is no step (e.g. "NA"). */
    step: model.text().nullable(),
    /** When the courier scanned it (its clock, IST). */
    at: model.dateTime(),
    location: model.text().nullable(),
    description: model.text().nullable(),
    /**
     * When the steps this scan means were run (shipped, out for delivery, delivered, NDR, RTO); null
     * while stored but not yet applied. The webhook only stores; the apply runs later, per AWB.
     */
    applied_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["awb", "at"] }, { on: ["order_id"] }, { on: ["awb"], where: "applied_at IS NULL" }])
