import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import ReviewModule from "../modules/review"

/** review.customer_id -> customer (null for guests). Read-only, like review-product. */
export default defineLink(
  { linkable: ReviewModule.linkable.review, field: "customer_id", isList: false },
  CustomerModule.linkable.customer,
  { readOnly: true }
)
