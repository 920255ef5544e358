import type { MiddlewareRoute } from "@medusajs/framework/http"
import { requireCustomer } from "../../../../lib/auth/middlewares"
import { JSON_BODY } from "../../../utils/body-limits"
import { validateBody } from "../../../utils/validate"
import { AddToWishlistBody } from "./validators"

/** /api/auth/wishlist: a signed-in customer only, bodies validated before any write. */
export const wishlistMiddlewares: MiddlewareRoute[] = [
  { matcher: "/api/auth/wishlist", methods: ["GET", "DELETE"], bodyParser: JSON_BODY.small, middlewares: [...requireCustomer] },
  {
    matcher: "/api/auth/wishlist",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [...requireCustomer, validateBody(AddToWishlistBody)],
  },
  { matcher: "/api/auth/wishlist/:id", methods: ["DELETE"], bodyParser: JSON_BODY.small, middlewares: [...requireCustomer] },
]
