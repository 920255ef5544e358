import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CONTACT_MODULE } from "../../../../modules/contact"
import type ContactModuleService from "../../../../modules/contact/service"
import { intParam, textParam } from "../helpers"

/** GET /admin/sugandh/contact-messages?status=new|handled&limit&offset -> {messages, count, limit, offset}, newest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const limit = intParam(req.query.limit, 20, 1, 100)
  const offset = intParam(req.query.offset, 0, 0, 1_000_000)
  const status = textParam(req.query.status)
  const filters = status === "new" || status === "handled" ? { status } : {}
  const service = req.scope.resolve<ContactModuleService>(CONTACT_MODULE)
  const [messages, count] = await service.listAndCountContactMessages(filters, {
    skip: offset,
    take: limit,
    order: { created_at: "DESC" },
  })
  res.json({ messages, count, limit, offset })
}
