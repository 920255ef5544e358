import { defineMiddlewares } from "@medusajs/framework/http"
import { apiErrorHandler } from "./utils/error-handler"
import { adminMiddlewares } from "./middleware-groups/admin"
import { communityMiddlewares } from "./middleware-groups/community"
import { authMiddlewares } from "./middleware-groups/auth"
import { shoppingCartMiddlewares } from "./middleware-groups/shopping-cart"
import { checkoutMiddlewares } from "./middleware-groups/checkout"
import { adminOrderMiddlewares } from "./middleware-groups/admin-orders"
import { requestIdMiddlewares } from "./middleware-groups/request-id"
import { securityHeaderMiddlewares } from "./middleware-groups/security-headers"
import { pathGuardMiddlewares } from "./middleware-groups/path-guard"
import { medusaAuthMiddlewares } from "./middleware-groups/medusa-auth"
import { medusaSessionMiddlewares } from "./middleware-groups/medusa-sessions"
import { adminPaymentMiddlewares } from "./middleware-groups/admin-payments"
import { storeSearchMiddlewares } from "./middleware-groups/store-search"
import { pincodeMiddlewares } from "./middleware-groups/pincodes"
import { codMiddlewares } from "./middleware-groups/cod"
import { catalogueMiddlewares } from "./middleware-groups/catalogue"
import { storeMetadataMiddlewares } from "./middleware-groups/store-metadata"

/**
 * One list of route rules for the whole backend. Each area of the /api
 * contract keeps its rules in ./middleware-groups/<area>.ts and is added here.
 */
export default defineMiddlewares({
  errorHandler: apiErrorHandler(),
  routes: [
    ...requestIdMiddlewares,
    ...securityHeaderMiddlewares,
    ...pathGuardMiddlewares,
    ...medusaAuthMiddlewares,
    ...medusaSessionMiddlewares,
    ...shoppingCartMiddlewares,
    ...authMiddlewares,
    ...communityMiddlewares,
    ...adminMiddlewares,
    ...checkoutMiddlewares,
    ...adminOrderMiddlewares,
    ...adminPaymentMiddlewares,
    ...storeSearchMiddlewares,
    ...pincodeMiddlewares,
    ...codMiddlewares,
    ...catalogueMiddlewares,
    ...storeMetadataMiddlewares,
  ],
})
