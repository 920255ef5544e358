import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { sendContactEmails } from "../../../lib/email/contact-send"
import type { ContactEmailData } from "../../../lib/email/contact-templates"

export type SendContactEmailsInput = { customer_id: string; data: ContactEmailData }

/**
 * The confirmation goes to the signed-in account's e-mail address, not to any
 * address typed in the form, so the form cannot be used to send mail to
 * strangers. The form's address is kept on the message and shown in the inbox
 * copy so the team replies where the shopper asked.
 */
export const sendContactEmailsStep = createStep("send-contact-emails", async (input: SendContactEmailsInput, { container }) => {
  const customer = await container
    .resolve(Modules.CUSTOMER)
    .retrieveCustomer(input.customer_id, { select: ["id", "email"] })
    .catch(() => null)
  const accountEmail = customer?.email?.toLowerCase() ?? null
  if (!accountEmail) return new StepResponse({ confirmationSent: false, inboxSent: false })
  const result = await sendContactEmails(container, {
    confirmationTo: accountEmail,
    customerId: input.customer_id,
    data: { ...input.data, accountEmail },
  })
  return new StepResponse(result)
})
