import type { MiddlewareRoute } from "@medusajs/framework/http"
import { requireCustomer } from "../../../../lib/auth/middlewares"
import { JSON_BODY } from "../../../utils/body-limits"
import { validateBody } from "../../../utils/validate"
import { AddToCartBody, UpdateCartItemBody } from "./validators"

/** /api/auth/cart: a signed-in customer only (401 in the /api shape otherwise), bodies validated before any write. */
export const cartMiddlewares: MiddlewareRoute[] = [
  { matcher: "/api/auth/cart", methods: ["GET", "DELETE"], bodyParser: JSON_BODY.small, middlewares: [...requireCustomer] },
  {
    matcher: "/api/auth/cart",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [...requireCustomer, validateBody(AddToCartBody)],
  },
  {
    matcher: "/api/auth/cart/:productId",
    methods: ["PUT"],
    bodyParser: JSON_BODY.small,
    middlewares: [...requireCustomer, validateBody(UpdateCartItemBody)],
  },
  { matcher: "/api/auth/cart/:productId", methods: ["DELETE"], bodyParser: JSON_BODY.small, middlewares: [...requireCustomer] },
]
