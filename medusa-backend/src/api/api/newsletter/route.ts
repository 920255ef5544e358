import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { NEWSLETTER_MODULE } from "../../../modules/newsletter"
import type NewsletterModuleService from "../../../modules/newsletter/service"
import { NEWSLETTER_TEXT, type NewsletterInput } from "./validators"
import type { NewsletterAnswer } from "@sugandh/contract"

/** POST /api/newsletter: 201 for a new subscriber, 200 when the address is already on the list (never a duplicate). */
export async function POST(req: MedusaRequest<NewsletterInput>, res: MedusaResponse<NewsletterAnswer>) {
  const { email } = req.validatedBody
  const { created } = await req.scope.resolve<NewsletterModuleService>(NEWSLETTER_MODULE).subscribe(email)
  res.status(created ? 201 : 200).json({
    success: true,
    message: created ? NEWSLETTER_TEXT.subscribed : NEWSLETTER_TEXT.already,
    alreadySubscribed: !created,
  })
}
