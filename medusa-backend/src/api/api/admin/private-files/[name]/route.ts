import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isPrivateFileKey, sendPrivateFile } from "../../../../../lib/uploads"

/**
 * GET /api/admin/private-files/:name (operators: the Medusa admin's session or the shop's operator sign-in): a
 * private file of the local file provider, the Medusa admin's product export
 * CSVs, as a download. They live in their own folder (medusa-config.ts,
 * `private_upload_dir`), apart from the uploads /static serves; their /static
 * URL redirects here, so only a signed-in operator can read them. A
 * configuration that puts them back among the public uploads is refused.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await sendPrivateFile(req, res, req.params.name, { allowed: isPrivateFileKey(req.params.name), download: true })
}
