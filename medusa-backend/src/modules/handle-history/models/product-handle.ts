import { model } from "@medusajs/framework/utils"

/**
 * A handle a product has had. Medusa keeps only the current handle; links
 * shared with an earlier one (for products whose catalogue id is their handle,
 * those created in the Medusa admin) still find the product through this.
 * `product_id` is a Medusa product id.
 */
export const ProductHandle = model
  .define("product_handle", {
    id: model.id({ prefix: "phdl" }).primaryKey(),
    product_id: model.text(),
    handle: model.text(),
  })
  .indexes([
    { on: ["product_id", "handle"], unique: true },
    // Two products may have used one handle (after a rename freed it): lookups by handle return both.
    { on: ["handle"] },
  ])
