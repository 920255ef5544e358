import type { MiddlewareRoute } from "@medusajs/framework/http"
import { JSON_BODY } from "../../utils/body-limits"
import { FIFTEEN_MINUTES, perIpLimit } from "../../utils/limits"
import { validateBody } from "../../utils/validate"
import { NewsletterBody } from "./validators"

/** Newsletter: anyone may subscribe (limited per IP). */
export const newsletterMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/api/newsletter",
    methods: ["POST"],
    bodyParser: JSON_BODY.text,
    middlewares: [perIpLimit("newsletter.subscribe", "NEWSLETTER", 10, FIFTEEN_MINUTES), validateBody(NewsletterBody)],
  },
]
