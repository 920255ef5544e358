import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createContactMessageStep, type CreateContactMessageInput } from "./steps/create-contact-message"
import { sendContactEmailsStep } from "./steps/send-contact-emails"

/** Stores a contact message, then e-mails the sender a confirmation and the store's inbox a copy. */
export const submitContactMessageWorkflow = createWorkflow("submit-contact-message", (input: CreateContactMessageInput) => {
  const message = createContactMessageStep(input)
  const emailInput = transform({ message }, ({ message }) => ({
    customer_id: message.customer_id as string,
    data: {
      messageId: message.id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      message: message.message,
    },
  }))
  const sent = sendContactEmailsStep(emailInput)
  const result = transform({ message, sent }, ({ message, sent }) => ({ message, ...sent }))
  return new WorkflowResponse(result)
})
