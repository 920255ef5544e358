import type { MiddlewareRoute } from "@medusajs/framework/http"
import { byIp, envNumber, rateLimit } from "../../../lib/rate-limit"
import { JSON_BODY } from "../../utils/body-limits"
import { inTests } from "../../utils/limits"
import { validateBody } from "../../utils/validate"
import { CodTokenBody } from "./cod-confirmation/validators"
import { TrackOrderBody } from "./track/validators"
import { NdrAnswerBody } from "@sugandh/contract"

// The e-mailed link needs no sign-in: tokens are signed, but guesses are still counted per IP.
const limitCodLinks = rateLimit({
  name: "orders.cod-confirmation",
  message: "Too many attempts. Please wait a few minutes and try again.",
  rules: [
    {
      by: "ip",
      key: byIp,
      limit: () => envNumber("COD_CONFIRM_RATE_LIMIT_MAX", inTests() ? 10_000 : 30),
      windowMs: () => 15 * 60 * 1000,
    },
  ],
})

// Tracking without sign-in: an order number and a contact are guessable, so lookups are counted per IP.
const limitTracking = rateLimit({
  name: "orders.track",
  message: "Too many attempts. Please wait a few minutes and try again.",
  rules: [
    {
      by: "ip",
      key: byIp,
      limit: () => envNumber("TRACK_RATE_LIMIT_MAX", inTests() ? 10_000 : 30),
      windowMs: () => 15 * 60 * 1000,
    },
  ],
})

/** Cash on delivery: the shopper's confirmation through the e-mailed link (no sign-in; counted per IP). */
export const orderLinkMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/api/orders/cod-confirmation",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [limitCodLinks, validateBody(CodTokenBody)],
  },
  {
    // The answer to a failed delivery, by the e-mailed link (issue 44): signed like the COD link, counted alike.
    matcher: "/api/orders/delivery-answer",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [limitCodLinks, validateBody(NdrAnswerBody)],
  },
  {
    matcher: "/api/orders/track",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [limitTracking, validateBody(TrackOrderBody)],
  },
]
