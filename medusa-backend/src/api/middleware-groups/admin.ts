import {
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
  type MiddlewareRoute,
} from "@medusajs/framework/http"
import { requireAdmin } from "../../lib/auth/middlewares"
import { parseImageForm } from "../../lib/uploads/image-upload"
import { validateBody, validateQuery } from "../utils/validate"
import { PagingQuery, RenameBody, RoleBody } from "../api/admin/users/validators"
import { AdminProductListQuery } from "../api/admin/products/validators"
import { CouponStatusBody, CreateCouponBody } from "../../lib/coupons/validators"
import {
  AdminContactListQuery,
  AdminReviewListQuery,
  ContactStatusBody,
  DeliveryZoneBody,
  DeliveryZonesImportBody,
  ReviewStatusBody,
} from "@sugandh/contract"
import { JSON_BODY } from "../utils/body-limits"
import { forbidden } from "../../lib/errors"

/**
 * Operators are made in one place: PUT /api/admin/users/{id}/role, and only
 * from an account whose e-mail is verified. The Medusa admin's invites would
 * make a Medusa user for whatever e-mail the person holding the link types,
 * so creating, resending and accepting one is refused.
 */
const refuseInvites = (_req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) =>
  next(forbidden("Operators are made from the dashboard's Users tab, and only from accounts whose email address is verified."))

/**
 * Operator calls: the admin role is checked on the server for every request
 * (401 anonymous, 403 customer), before any body is parsed or validated.
 */
export const adminMiddlewares: MiddlewareRoute[] = [
  // Every /api/admin call, whatever its method or owner (orders included).
  { matcher: "/api/admin/*", middlewares: [...requireAdmin] },
  // The lists' ?limit=&offset= (and the products' ?q=): refused with 400 before the route runs.
  { matcher: "/api/admin/users", methods: ["GET"], middlewares: [validateQuery(PagingQuery)] },
  { matcher: "/api/admin/products", methods: ["GET"], middlewares: [validateQuery(AdminProductListQuery)] },
  { matcher: "/api/admin/users/:id/role", methods: ["PUT"], bodyParser: JSON_BODY.small, middlewares: [validateBody(RoleBody)] },
  { matcher: "/api/admin/users/:id", methods: ["PUT"], bodyParser: JSON_BODY.small, middlewares: [validateBody(RenameBody)] },
  // Multipart: Medusa's JSON parser steps aside; multer reads the form with the image limits of requirements ADM-06.
  { matcher: "/api/admin/products", methods: ["POST"], bodyParser: false, middlewares: [parseImageForm()] },

  // Coupon management (coupons/validate and coupons/apply are shoppers' calls, not matched here).
  { matcher: "/api/coupons", methods: ["GET"], middlewares: [...requireAdmin] },
  {
    matcher: "/api/coupons",
    methods: ["POST"],
    bodyParser: JSON_BODY.small,
    middlewares: [...requireAdmin, validateBody(CreateCouponBody)],
  },
  {
    matcher: "/api/coupons/:id/status",
    methods: ["PUT"],
    bodyParser: JSON_BODY.small,
    middlewares: [...requireAdmin, validateBody(CouponStatusBody)],
  },
  { matcher: "/api/coupons/:id", methods: ["DELETE"], middlewares: [...requireAdmin] },

  // A wildcard runs before Medusa's own middlewares of accept and resend (its token checks).
  { matcher: "/admin/invites", methods: ["POST"], middlewares: [refuseInvites] },
  { matcher: "/admin/invites/*", methods: ["POST"], middlewares: [refuseInvites] },

  // The Medusa admin's pages and widgets (/app) call these with its own session; the guard above lets either sign-in in.
  { matcher: "/api/admin/reviews", methods: ["GET"], middlewares: [validateQuery(AdminReviewListQuery)] },
  { matcher: "/api/admin/reviews/:id", methods: ["PUT"], bodyParser: JSON_BODY.small, middlewares: [validateBody(ReviewStatusBody)] },
  { matcher: "/api/admin/contact-messages", methods: ["GET"], middlewares: [validateQuery(AdminContactListQuery)] },
  {
    matcher: "/api/admin/contact-messages/:id",
    methods: ["PUT"],
    bodyParser: JSON_BODY.small,
    middlewares: [validateBody(ContactStatusBody)],
  },
  { matcher: "/api/admin/delivery-zones", methods: ["POST"], bodyParser: JSON_BODY.zones, middlewares: [validateBody(DeliveryZoneBody)] },
  { matcher: "/api/admin/delivery-zones/:id", methods: ["PUT"], bodyParser: JSON_BODY.zones, middlewares: [validateBody(DeliveryZoneBody)] },
  {
    matcher: "/api/admin/delivery-zone-imports",
    methods: ["POST"],
    bodyParser: JSON_BODY.zones,
    middlewares: [validateBody(DeliveryZonesImportBody)],
  },
]
