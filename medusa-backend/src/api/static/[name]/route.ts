import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isPrivateFileKey, uploadDirectoryOf } from "../../../lib/uploads"

/**
 * GET /static/:name: uploaded files (product images, the Medusa admin's
 * uploads and exports), kept outside Medusa's own `static/` directory.
 *
 * Medusa mounts express.static on /static before any project code, with no
 * way to add headers. medusa-config.ts therefore points the local file
 * provider at `uploads/` (URLs stay /static/...): express.static finds nothing
 * and this route answers instead, so every upload carries
 * `Content-Security-Policy: sandbox` (an uploaded HTML or SVG with script
 * stays inert and cannot act as a page of our origin) and `nosniff`, whether
 * the backend is reached through nginx or directly.
 *
 * Private files (keys "private-…", the Medusa admin's product exports) are
 * never served here: they live in their own folder, and their /static URL
 * (what the local provider hands out) only redirects to
 * /api/admin/private-files/…, behind the operator guard (either sign-in).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  if (isPrivateFileKey(req.params.name)) {
    res.setHeader("Cache-Control", "no-store")
    res.redirect(302, `/api/admin/private-files/${encodeURIComponent(req.params.name)}`)
    return
  }
  const directory = uploadDirectoryOf(req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE))
  res.setHeader("Content-Security-Policy", "sandbox; frame-ancestors 'none'")
  res.setHeader("X-Content-Type-Options", "nosniff")
  await new Promise<void>((resolve) => {
    // root + a single path segment: send refuses "..", dot files are not served.
    res.sendFile(req.params.name, { root: directory, dotfiles: "deny", maxAge: "7d" }, (error) => {
      if (error && !res.headersSent) res.status(404).json({ message: "Not found" })
      resolve()
    })
  })
}
