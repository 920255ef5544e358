import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isReturnPhotoOf, sendPrivateFile } from "../../../../../../lib/uploads"

/**
 * GET /api/auth/returns/photos/{name}: one of the shopper's own return photos
 * (operators read them through /api/admin/private-files/{name}); any other
 * name is 404, as if it did not exist.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await sendPrivateFile(req, res, req.params.name, { allowed: isReturnPhotoOf(req.params.name, req.auth_context.actor_id) })
}
