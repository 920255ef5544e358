import type { MiddlewareRoute } from "@medusajs/framework/http"
import { requireCustomer } from "../../lib/auth/middlewares"
import { validateBody } from "../utils/validate"
import { AddToCartBody, UpdateCartItemBody } from "../api/auth/cart/validators"
import { AddToWishlistBody } from "../api/auth/wishlist/validators"

/** These bodies are a product id and a quantity; anything larger is refused with 413 before parsing. */
const smallJson = { sizeLimit: "10kb" }

/**
 * /api/auth/cart and /api/auth/wishlist: a signed-in customer only (401 in the
 * /api shape otherwise), bodies validated with zod before any write.
 */
export const shoppingCartMiddlewares: MiddlewareRoute[] = [
  { matcher: "/api/auth/cart", methods: ["GET", "DELETE"], bodyParser: smallJson, middlewares: [...requireCustomer] },
  {
    matcher: "/api/auth/cart",
    methods: ["POST"],
    bodyParser: smallJson,
    middlewares: [...requireCustomer, validateBody(AddToCartBody)],
  },
  {
    matcher: "/api/auth/cart/:productId",
    methods: ["PUT"],
    bodyParser: smallJson,
    middlewares: [...requireCustomer, validateBody(UpdateCartItemBody)],
  },
  { matcher: "/api/auth/cart/:productId", methods: ["DELETE"], bodyParser: smallJson, middlewares: [...requireCustomer] },
  { matcher: "/api/auth/wishlist", methods: ["GET", "DELETE"], bodyParser: smallJson, middlewares: [...requireCustomer] },
  {
    matcher: "/api/auth/wishlist",
    methods: ["POST"],
    bodyParser: smallJson,
    middlewares: [...requireCustomer, validateBody(AddToWishlistBody)],
  },
  { matcher: "/api/auth/wishlist/:id", methods: ["DELETE"], bodyParser: smallJson, middlewares: [...requireCustomer] },
]
