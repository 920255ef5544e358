import { model } from "@medusajs/framework/utils"

/** One newsletter subscriber; e-mails are stored trimmed and lower-cased, so the unique index means one row per address. */
export const NewsletterSubscriber = model
  .define("newsletter_subscriber", {
    id: model.id({ prefix: "nsub" }).primaryKey(),
    email: model.text(),
  })
  .indexes([{ on: ["email"], unique: true }])
