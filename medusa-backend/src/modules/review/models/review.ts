import { model } from "@medusajs/framework/utils"

/**
 * A shopper's review of one product. `product_id` and `customer_id` are Medusa
 * ids (read-only links in src/links). `guest_email` is kept for moderation
 * only and is never part of a public answer.
 */
export const Review = model
  .define("review", {
    id: model.id({ prefix: "rev" }).primaryKey(),
    product_id: model.text(),
    customer_id: model.text().nullable(),
    customer_name: model.text(),
    guest_email: model.text().nullable(),
    rating: model.number(),
    title: model.text().nullable(),
    comment: model.text().nullable(),
    verified: model.boolean().default(false),
    status: model.enum(["visible", "hidden"]).default("visible"),
  })
  .checks([
    // The database refuses what validation should already have refused.
    { name: "review_rating_range", expression: (c) => `${c.rating} >= 1 AND ${c.rating} <= 5` },
    { name: "review_title_length", expression: (c) => `${c.title} IS NULL OR char_length(${c.title}) <= 100` },
    { name: "review_comment_length", expression: (c) => `${c.comment} IS NULL OR char_length(${c.comment}) <= 1000` },
  ])
  .indexes([
    // Lists and stats always read one product's visible reviews, newest first.
    { on: ["product_id", "status", "created_at"] },
    { on: ["customer_id"], where: "customer_id IS NOT NULL" },
    // One review per customer per product, also when two submissions race past the route's check.
    { on: ["customer_id", "product_id"], unique: true, where: "customer_id IS NOT NULL" },
  ])
