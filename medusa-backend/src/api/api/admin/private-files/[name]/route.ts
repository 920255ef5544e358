import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isPrivateFileKey, privateUploadDirectoryOf, uploadDirectoryOf } from "../../../../../lib/uploads"

/**
 * GET /api/admin/private-files/:name (operators: the Medusa admin's session or the shop's operator sign-in): a
 * private file of the local file provider, the Medusa admin's product export
 * CSVs, as a download. They live in their own folder (medusa-config.ts,
 * `private_upload_dir`), apart from the uploads /static serves; their /static
 * URL redirects here, so only a signed-in operator can read them. A
 * configuration that puts them back among the public uploads is refused.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const config = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  const directory = privateUploadDirectoryOf(config)
  if (!isPrivateFileKey(req.params.name) || directory === uploadDirectoryOf(config)) {
    res.status(404).json({ message: "Not found" })
    return
  }
  res.setHeader("Content-Security-Policy", "sandbox; frame-ancestors 'none'")
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("Cache-Control", "private, no-store")
  await new Promise<void>((resolve) => {
    // root + a single path segment: send refuses "..", dot files are not served.
    res.download(req.params.name, req.params.name, { root: directory, dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) res.status(404).json({ message: "Not found" })
      resolve()
    })
  })
}
