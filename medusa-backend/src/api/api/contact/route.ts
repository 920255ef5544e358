import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { submitContactMessageWorkflow } from "../../../workflows/contact/submit-contact-message"
import { CONTACT_TEXT, type ContactInput } from "./validators"
import type { ContactAnswer } from "@sugandh/contract"

/** POST /api/contact (signed in): stores the message and sends the confirmation and the inbox copy. */
export async function POST(req: AuthenticatedMedusaRequest<ContactInput>, res: MedusaResponse<ContactAnswer>) {
  const body = req.validatedBody
  const { result } = await submitContactMessageWorkflow(req.scope).run({
    input: {
      name: body.name,
      email: body.email,
      phone: body.phone ?? null,
      subject: body.subject,
      message: body.message,
      customer_id: req.auth_context.actor_id,
    },
  })
  res.status(201).json({ message: CONTACT_TEXT.thanks, confirmationSent: result.confirmationSent })
}
