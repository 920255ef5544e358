import { model } from "@medusajs/framework/utils"

/**
 * A GST tax invoice or credit note of an order. `document` is the full content
 * as issued (supplier, buyer, lines, tax): the PDF and the GST report are made
 * from it, so they never change when the order or settings change later.
 */
export const TaxDocument = model
  .define("tax_document", {
    id: model.id({ prefix: "taxdoc" }).primaryKey(),
    kind: model.enum(["invoice", "credit_note"]),
    number: model.text().unique(),
    order_id: model.text(),
    issued_at: model.dateTime(),
    document: model.json(),
  })
  .indexes([
    // One invoice and at most one credit note per order.
    { on: ["order_id", "kind"], unique: true },
    { on: ["issued_at"] },
  ])
