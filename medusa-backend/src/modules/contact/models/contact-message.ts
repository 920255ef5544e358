import { model } from "@medusajs/framework/utils"

// The form's subjects are the contract's (the storefront offers the same list).
import { CONTACT_SUBJECTS, type ContactSubject } from "@sugandh/contract"

export { CONTACT_SUBJECTS, type ContactSubject }

/**
 * A message sent through the contact form by a signed-in customer.
 * `status` lets the team mark what has been answered (new -> handled).
 */
export const ContactMessage = model
  .define("contact_message", {
    id: model.id({ prefix: "cmsg" }).primaryKey(),
    name: model.text(),
    email: model.text(),
    phone: model.text().nullable(),
    subject: model.enum([...CONTACT_SUBJECTS]),
    message: model.text(),
    customer_id: model.text().nullable(),
    status: model.enum(["new", "handled"]).default("new"),
  })
  .checks([{ name: "contact_message_min_length", expression: (c) => `char_length(${c.message}) >= 10` }])
  .indexes([{ on: ["status", "created_at"] }, { on: ["customer_id"] }])
