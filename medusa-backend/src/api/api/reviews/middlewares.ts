import type { MiddlewareRoute } from "@medusajs/framework/http"
import { optionalCustomer } from "../../../lib/auth"
import { JSON_BODY } from "../../utils/body-limits"
import { FIFTEEN_MINUTES, perIpLimit } from "../../utils/limits"
import { validateBody, validateQuery } from "../../utils/validate"
import { withSuccessFlag } from "./helpers/contract"
import { BatchStatsQuery, CreateReviewBody, ListReviewsQuery } from "./validators"

/** Reviews: public reads, guest or customer writes (limited per IP). */
export const reviewMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/api/reviews",
    methods: ["POST"],
    bodyParser: JSON_BODY.text,
    middlewares: [
      withSuccessFlag(perIpLimit("reviews.create", "REVIEWS", 10, FIFTEEN_MINUTES)),
      // Optional sign-in: a valid bearer token makes the author a customer, anything else a guest.
      ...optionalCustomer,
      withSuccessFlag(validateBody(CreateReviewBody)),
    ],
  },
  { matcher: "/api/reviews/product/:id", methods: ["GET"], middlewares: [withSuccessFlag(validateQuery(ListReviewsQuery))] },
  { matcher: "/api/reviews/stats", methods: ["GET"], middlewares: [withSuccessFlag(validateQuery(BatchStatsQuery))] },
]
