import type { MiddlewareRoute } from "@medusajs/framework/http"
import { byIp, envNumber, rateLimit } from "../../../lib/rate-limit"
import { JSON_BODY } from "../../utils/body-limits"
import { inTests } from "../../utils/limits"
import { validateBody } from "../../utils/validate"
import { CodTokenBody } from "./cod-confirmation/validators"
import { TrackOrderBody } from "./track/validators"
import { NdrAnswerBody } from "@sugandh/contract"

/** At most `envName` (default 30) calls per IP in 15 minutes: for calls anyone may make without signing in. */
const limitPerIp = (name: string, envName: string) =>
  rateLimit({
    name,
    message: "Too many attempts. Please wait a few minutes and try again.",
    rules: [{ by: "ip", key: byIp, limit: () => envNumber(envName, inTests() ? 10_000 : 30), windowMs: () => 15 * 60 * 1000 }],
  })

// The e-mailed link needs no sign-in: tokens are signed, but guesses are still counted per IP.
const limitCodLinks = limitPerIp("orders.cod-confirmation", "COD_CONFIRM_RATE_LIMIT_MAX")
// Tracking without sign-in: an order number and a contact are guessable, so lookups are counted per IP.
const limitTracking = limitPerIp("orders.track", "TRACK_RATE_LIMIT_MAX")

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
