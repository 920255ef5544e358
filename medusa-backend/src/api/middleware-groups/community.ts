import type { MiddlewareRoute } from "@medusajs/framework/http"
import { byIp, envNumber, rateLimit } from "../../lib/rate-limit"
import { optionalCustomer, requireCustomer } from "../../lib/auth"
import { validateBody, validateQuery } from "../utils/validate"
import { withSuccessFlag } from "../api/reviews/helpers/contract"
import { BatchStatsQuery, CreateReviewBody, ListReviewsQuery } from "../api/reviews/validators"
import { ContactBody, requireContactFields } from "../api/contact/validators"
import { NewsletterBody } from "../api/newsletter/validators"
import { JSON_BODY } from "../utils/body-limits"

/**
 * Per-IP limits for the public write calls. Read from the environment on each
 * request (RATE_LIMIT_<NAME> attempts per RATE_LIMIT_<NAME>_WINDOW_MS) so
 * operators and tests can change them without a rebuild.
 */
const perIp = (name: string, env: string, limit: number, windowMs: number) =>
  rateLimit({
    name,
    rules: [
      {
        by: "ip",
        key: byIp,
        limit: () => envNumber(`RATE_LIMIT_${env}`, limit),
        windowMs: () => envNumber(`RATE_LIMIT_${env}_WINDOW_MS`, windowMs),
      },
    ],
  })

const FIFTEEN_MINUTES = 15 * 60_000

export const communityMiddlewares: MiddlewareRoute[] = [
  // Reviews: public reads, guest or customer writes.
  {
    matcher: "/api/reviews",
    methods: ["POST"],
    bodyParser: JSON_BODY.text,
    middlewares: [
      withSuccessFlag(perIp("reviews.create", "REVIEWS", 10, FIFTEEN_MINUTES)),
      // Optional sign-in: a valid bearer token makes the author a customer, anything else a guest.
      ...optionalCustomer,
      withSuccessFlag(validateBody(CreateReviewBody)),
    ],
  },
  { matcher: "/api/reviews/product/:id", methods: ["GET"], middlewares: [withSuccessFlag(validateQuery(ListReviewsQuery))] },
  { matcher: "/api/reviews/stats", methods: ["GET"], middlewares: [withSuccessFlag(validateQuery(BatchStatsQuery))] },

  // Contact: signed-in customers only (requirements CON-01).
  {
    matcher: "/api/contact",
    methods: ["POST"],
    bodyParser: JSON_BODY.text,
    middlewares: [
      perIp("contact.create", "CONTACT", 5, FIFTEEN_MINUTES),
      ...requireCustomer,
      requireContactFields,
      validateBody(ContactBody),
    ],
  },

  // Newsletter: anyone may subscribe.
  {
    matcher: "/api/newsletter",
    methods: ["POST"],
    bodyParser: JSON_BODY.text,
    middlewares: [perIp("newsletter.subscribe", "NEWSLETTER", 10, FIFTEEN_MINUTES), validateBody(NewsletterBody)],
  },
]
