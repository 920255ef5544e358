import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminContactListAnswer, AdminContactListQuery } from "@sugandh/contract"
import { CONTACT_MODULE } from "../../../../modules/contact"
import type ContactModuleService from "../../../../modules/contact/service"

/** GET /api/admin/contact-messages?status=new|handled&limit&offset -> {messages, count, limit, offset}, newest first. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AdminContactListQuery>, res: MedusaResponse<AdminContactListAnswer>) {
  const { limit, offset, status } = req.validatedQuery
  const service = req.scope.resolve<ContactModuleService>(CONTACT_MODULE)
  const [messages, count] = await service.listAndCountContactMessages(status ? { status } : {}, {
    skip: offset,
    take: limit,
    order: { created_at: "DESC" },
  })
  res.json({ messages, count, limit, offset })
}
