import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ContactStatusBody } from "@sugandh/contract"
import { notFound } from "../../../../../lib/errors"
import { CONTACT_MODULE } from "../../../../../modules/contact"
import type ContactModuleService from "../../../../../modules/contact/service"

async function load(service: ContactModuleService, id: string) {
  const [message] = await service.listContactMessages({ id })
  if (!message) throw notFound("Message not found")
  return message
}

/** GET /api/admin/contact-messages/{id}: one message in full. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service = req.scope.resolve<ContactModuleService>(CONTACT_MODULE)
  res.json({ message: await load(service, req.params.id) })
}

/** PUT /api/admin/contact-messages/{id} {status: new|handled}: mark handled (or back to new). */
export async function PUT(req: AuthenticatedMedusaRequest<ContactStatusBody>, res: MedusaResponse) {
  const service = req.scope.resolve<ContactModuleService>(CONTACT_MODULE)
  await load(service, req.params.id)
  const message = await service.updateContactMessages({ id: req.params.id, status: req.validatedBody.status })
  res.json({ message })
}
