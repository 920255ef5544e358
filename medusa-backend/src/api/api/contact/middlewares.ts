import type { MiddlewareRoute } from "@medusajs/framework/http"
import { requireCustomer } from "../../../lib/auth"
import { JSON_BODY } from "../../utils/body-limits"
import { FIFTEEN_MINUTES, perIpLimit } from "../../utils/limits"
import { validateBody } from "../../utils/validate"
import { ContactBody, requireContactFields } from "./validators"

/** Contact: signed-in customers only (requirements CON-01), limited per IP. */
export const contactMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/api/contact",
    methods: ["POST"],
    bodyParser: JSON_BODY.text,
    middlewares: [
      perIpLimit("contact.create", "CONTACT", 5, FIFTEEN_MINUTES),
      ...requireCustomer,
      requireContactFields,
      validateBody(ContactBody),
    ],
  },
]
