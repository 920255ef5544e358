import type { MiddlewareRoute } from "@medusajs/framework/http"
import { requireAdmin } from "../../../lib/auth/middlewares"
import { parseImageForm } from "../../../lib/uploads/image-upload"
import { validateBody, validateQuery } from "../../utils/validate"
import { PagingQuery, RenameBody, RoleBody } from "./users/validators"
import { AdminProductListQuery } from "./products/validators"
import {
  AdminContactListQuery,
  AdminReviewListQuery,
  ContactStatusBody,
  DeliveryZoneBody,
  DeliveryZonesImportBody,
  ReviewStatusBody,
} from "@sugandh/contract"
import { JSON_BODY } from "../../utils/body-limits"
import { smallJsonCall } from "../../utils/json-call"

/**
 * Operator calls: the admin role is checked on the server for every request
 * (401 anonymous, 403 customer), before any body is parsed or validated; the
 * shop's operator sign-in and the Medusa admin's own session both get in
 * (lib/auth/middlewares.ts requireAdmin). Orders and payments keep their rules
 * beside their routes (./orders, ./payments).
 */
export const adminMiddlewares: MiddlewareRoute[] = [
  // Every /api/admin call, whatever its method or owner (orders included).
  { matcher: "/api/admin/*", middlewares: [...requireAdmin] },
  // The lists' ?limit=&offset= (and the products' ?q=): refused with 400 before the route runs.
  { matcher: "/api/admin/users", methods: ["GET"], middlewares: [validateQuery(PagingQuery)] },
  { matcher: "/api/admin/products", methods: ["GET"], middlewares: [validateQuery(AdminProductListQuery)] },
  smallJsonCall("/api/admin/users/:id/role", ["PUT"], [], RoleBody),
  smallJsonCall("/api/admin/users/:id", ["PUT"], [], RenameBody),
  // Multipart: Medusa's JSON parser steps aside; multer reads the form with the image limits of requirements ADM-06.
  { matcher: "/api/admin/products", methods: ["POST"], bodyParser: false, middlewares: [parseImageForm()] },

  // The Medusa admin's pages and widgets (/app) call these with its own session; the guard above lets either sign-in in.
  { matcher: "/api/admin/reviews", methods: ["GET"], middlewares: [validateQuery(AdminReviewListQuery)] },
  smallJsonCall("/api/admin/reviews/:id", ["PUT"], [], ReviewStatusBody),
  { matcher: "/api/admin/contact-messages", methods: ["GET"], middlewares: [validateQuery(AdminContactListQuery)] },
  smallJsonCall("/api/admin/contact-messages/:id", ["PUT"], [], ContactStatusBody),
  { matcher: "/api/admin/delivery-zones", methods: ["POST"], bodyParser: JSON_BODY.zones, middlewares: [validateBody(DeliveryZoneBody)] },
  {
    matcher: "/api/admin/delivery-zones/:id",
    methods: ["PUT"],
    bodyParser: JSON_BODY.zones,
    middlewares: [validateBody(DeliveryZoneBody)],
  },
  {
    matcher: "/api/admin/delivery-zone-imports",
    methods: ["POST"],
    bodyParser: JSON_BODY.zones,
    middlewares: [validateBody(DeliveryZonesImportBody)],
  },
]
