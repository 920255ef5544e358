import type { MiddlewareRoute } from "@medusajs/framework/http"
import { requireCustomer } from "../../lib/auth/middlewares"
import { validateBody } from "../utils/validate"
import { AddToCartBody, UpdateCartItemBody } from "../api/auth/cart/validators"
import { AddToWishlistBody } from "../api/auth/wishlist/validators"
import { JSON_BODY } from "../utils/body-limits"

/**
 * /api/auth/cart and /api/auth/wishlist: a signed-in customer only (401 in the
 * /api shape otherwise), bodies validated with zod before any write.
 */
export const shoppingCartMiddlewares: MiddlewareRoute[] = [
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
  { matcher: "/api/auth/wishlist", methods: ["GET", "DELETE"], bodyParser: JSON_BODY.small, middlewares: [...requireCustomer] },
  {
    matcher: "/api/auth/wishlist",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [...requireCustomer, validateBody(AddToWishlistBody)],
  },
  { matcher: "/api/auth/wishlist/:id", methods: ["DELETE"], bodyParser: JSON_BODY.small, middlewares: [...requireCustomer] },
]
