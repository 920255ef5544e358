import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import ContactModule from "../modules/contact"

/** contact_message.customer_id -> customer, so the team sees who wrote. Read-only. */
export default defineLink(
  { linkable: ContactModule.linkable.contactMessage, field: "customer_id", isList: false },
  CustomerModule.linkable.customer,
  { readOnly: true }
)
