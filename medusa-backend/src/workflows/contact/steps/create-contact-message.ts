import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTACT_MODULE, type ContactSubject } from "../../../modules/contact"
import type ContactModuleService from "../../../modules/contact/service"

export type CreateContactMessageInput = {
  name: string
  email: string
  phone: string | null
  subject: ContactSubject
  message: string
  customer_id: string
}

export const createContactMessageStep = createStep(
  "create-contact-message",
  async (input: CreateContactMessageInput, { container }) => {
    const service = container.resolve<ContactModuleService>(CONTACT_MODULE)
    const message = await service.createContactMessages(input)
    return new StepResponse(message, message.id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<ContactModuleService>(CONTACT_MODULE).deleteContactMessages(id)
  }
)
