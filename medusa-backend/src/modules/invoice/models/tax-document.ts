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
    /** A credit note's key within its order ("cancel" for the cancellation's; the operator's request id for a partial one). */
    reference: model.text().nullable(),
    /** A credit note: the Medusa refund it answers (one note per refund: its own, or the goods or operator's note it paid for; decisions D2). */
    refund_id: model.text().nullable(),
  })
  .indexes([
    // One invoice per order; credit notes: any number, one per reference.
    { on: ["order_id"], unique: true, where: "kind = 'invoice'" },
    { on: ["order_id", "reference"], unique: true, where: "kind = 'credit_note'" },
    { on: ["refund_id"], unique: true, where: "refund_id IS NOT NULL" },
    { on: ["order_id"] },
    { on: ["issued_at"] },
  ])
