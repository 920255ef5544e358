import { model } from "@medusajs/framework/utils"

/**
 * The last number used in one series of one financial year, e.g. id
 * "SGH/26-27" -> 42. Incremented under a row lock in the same transaction that
 * stores the document, so numbers are never reused and never skipped.
 */
export const TaxDocumentSeries = model.define("tax_document_series", {
  id: model.text().primaryKey(),
  last_number: model.number().default(0),
})
