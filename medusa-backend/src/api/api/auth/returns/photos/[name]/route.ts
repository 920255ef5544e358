import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isReturnPhotoOf, privateUploadDirectoryOf, uploadDirectoryOf } from "../../../../../../lib/uploads"

/**
 * GET /api/auth/returns/photos/{name}: one of the shopper's own return photos
 * (operators read them through /api/admin/private-files/{name}); any other
 * name is 404, as if it did not exist.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const config = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  const directory = privateUploadDirectoryOf(config)
  if (!isReturnPhotoOf(req.params.name, req.auth_context.actor_id) || directory === uploadDirectoryOf(config)) {
    res.status(404).json({ message: "Not found" })
    return
  }
  res.setHeader("Content-Security-Policy", "sandbox; frame-ancestors 'none'")
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("Cache-Control", "private, no-store")
  await new Promise<void>((resolve) => {
    res.sendFile(req.params.name, { root: directory, dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) res.status(404).json({ message: "Not found" })
      resolve()
    })
  })
}
