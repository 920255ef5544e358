import type { MiddlewareRoute } from "@medusajs/framework/http"
import { requireCustomer } from "../../../../lib/auth/middlewares"
import { smallJsonCall } from "../../../utils/json-call"
import { AddToWishlistBody } from "./validators"

/** /api/auth/wishlist: a signed-in customer only, bodies validated before any write. */
export const wishlistMiddlewares: MiddlewareRoute[] = [
  smallJsonCall("/api/auth/wishlist", ["GET", "DELETE"], requireCustomer),
  smallJsonCall("/api/auth/wishlist", ["POST"], requireCustomer, AddToWishlistBody),
  smallJsonCall("/api/auth/wishlist/:id", ["DELETE"], requireCustomer),
]
