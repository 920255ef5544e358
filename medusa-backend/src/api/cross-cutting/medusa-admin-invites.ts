import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { forbidden } from "../../lib/errors"

/**
 * Operators are made in one place: PUT /api/admin/users/{id}/role, and only
 * from an account whose e-mail is verified. The Medusa admin's invites would
 * make a Medusa user for whatever e-mail the person holding the link types,
 * so creating, resending and accepting one is refused.
 */
const refuseInvites = (_req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) =>
  next(forbidden("Operators are made from the dashboard's Users tab, and only from accounts whose email address is verified."))

export const medusaAdminInviteMiddlewares: MiddlewareRoute[] = [
  // A wildcard runs before Medusa's own middlewares of accept and resend (its token checks).
  { matcher: "/admin/invites", methods: ["POST"], middlewares: [refuseInvites] },
  { matcher: "/admin/invites/*", methods: ["POST"], middlewares: [refuseInvites] },
]
