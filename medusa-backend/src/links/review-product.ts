import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import ReviewModule from "../modules/review"

/**
 * review.product_id -> product. Read-only: the review keeps the id itself, so
 * no pivot table is needed and Query can still fetch `review.product.*`.
 */
export default defineLink({ linkable: ReviewModule.linkable.review, field: "product_id", isList: false }, ProductModule.linkable.product, {
  readOnly: true,
})
