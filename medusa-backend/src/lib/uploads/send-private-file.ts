import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { privateUploadDirectoryOf, uploadDirectoryOf } from "./directory"

/**
 * Answers one file of the private upload folder (a single path segment, `name`), or 404 when the
 * caller may not read it or a configuration puts the private files back among the public uploads.
 * Sandboxed and never cached; `download` answers it as an attachment (Content-Disposition) under its
 * own name. `send` refuses "..", and dot files are not served.
 */
export async function sendPrivateFile(
  req: MedusaRequest,
  res: MedusaResponse,
  name: string,
  options: { allowed: boolean; download?: boolean }
): Promise<void> {
  const config = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  const directory = privateUploadDirectoryOf(config)
  if (!options.allowed || directory === uploadDirectoryOf(config)) {
    res.status(404).json({ message: "Not found" })
    return
  }
  res.setHeader("Content-Security-Policy", "sandbox; frame-ancestors 'none'")
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("Cache-Control", "private, no-store")
  await new Promise<void>((resolve) => {
    const done = (error?: Error) => {
      if (error && !res.headersSent) res.status(404).json({ message: "Not found" })
      resolve()
    }
    const sendOptions = { root: directory, dotfiles: "deny" as const }
    if (options.download) res.download(name, name, sendOptions, done)
    else res.sendFile(name, sendOptions, done)
  })
}
