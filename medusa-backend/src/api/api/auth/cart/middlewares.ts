import type { MiddlewareRoute } from "@medusajs/framework/http"
import { requireCustomer } from "../../../../lib/auth/middlewares"
import { smallJsonCall } from "../../../utils/json-call"
import { AddToCartBody, UpdateCartItemBody } from "./validators"

/** /api/auth/cart: a signed-in customer only (401 in the /api shape otherwise), bodies validated before any write. */
export const cartMiddlewares: MiddlewareRoute[] = [
  smallJsonCall("/api/auth/cart", ["GET", "DELETE"], requireCustomer),
  smallJsonCall("/api/auth/cart", ["POST"], requireCustomer, AddToCartBody),
  smallJsonCall("/api/auth/cart/:productId", ["PUT"], requireCustomer, UpdateCartItemBody),
  smallJsonCall("/api/auth/cart/:productId", ["DELETE"], requireCustomer),
]
