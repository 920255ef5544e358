import { defineMiddlewares } from "@medusajs/framework/http"
import { apiErrorHandler } from "./utils/error-handler"
import { crossCuttingMiddlewares } from "./cross-cutting"
import { adminMiddlewares } from "./api/admin/middlewares"
import { adminNdrMiddlewares } from "./api/admin/ndr/middlewares"
import { adminOrderMiddlewares } from "./api/admin/orders/middlewares"
import { adminPaymentMiddlewares } from "./api/admin/payments/middlewares"
import { adminRefundDueMiddlewares } from "./api/admin/refunds-due/middlewares"
import { adminReturnMiddlewares } from "./api/admin/returns/middlewares"
import { authMiddlewares } from "./api/auth/middlewares"
import { cartMiddlewares } from "./api/auth/cart/middlewares"
import { customerOrderMiddlewares } from "./api/auth/orders/middlewares"
import { customerCheckoutMiddlewares } from "./api/auth/checkout/middlewares"
import { wishlistMiddlewares } from "./api/auth/wishlist/middlewares"
import { catalogueMiddlewares } from "./api/catalogue/middlewares"
import { contactMiddlewares } from "./api/contact/middlewares"
import { couponMiddlewares } from "./api/coupons/middlewares"
import { newsletterMiddlewares } from "./api/newsletter/middlewares"
import { orderLinkMiddlewares } from "./api/orders/middlewares"
import { pincodeMiddlewares } from "./api/pincodes/middlewares"
import { reviewMiddlewares } from "./api/reviews/middlewares"
import { courierHookMiddlewares } from "./hooks/courier/middlewares"

/**
 * The one file Medusa loads for route rules (it reads only src/api/middlewares.ts).
 * Each area of the /api contract keeps its rules beside its routes, in
 * api/<area>/middlewares.ts; the rules for every route, and those on Medusa's
 * own /store, /auth and /admin routes, are in ./cross-cutting. Medusa sorts the
 * rules itself (a wildcard before a static path before a parameter), so the
 * order here does not decide which runs first.
 */
export default defineMiddlewares({
  errorHandler: apiErrorHandler(),
  routes: [
    ...crossCuttingMiddlewares,
    ...cartMiddlewares,
    ...wishlistMiddlewares,
    ...authMiddlewares,
    ...reviewMiddlewares,
    ...contactMiddlewares,
    ...newsletterMiddlewares,
    ...adminMiddlewares,
    ...customerOrderMiddlewares,
    ...customerCheckoutMiddlewares,
    ...couponMiddlewares,
    ...adminOrderMiddlewares,
    ...adminNdrMiddlewares,
    ...adminPaymentMiddlewares,
    ...adminRefundDueMiddlewares,
    ...adminReturnMiddlewares,
    ...pincodeMiddlewares,
    ...orderLinkMiddlewares,
    ...catalogueMiddlewares,
    ...courierHookMiddlewares,
  ],
})
