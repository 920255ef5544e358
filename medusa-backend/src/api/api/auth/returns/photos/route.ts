import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import type { ReturnPhotosAnswer } from "@sugandh/contract"
import { returnPhotoKeyPrefix, type RequestWithPhotos } from "../../../../../lib/uploads"

/**
 * POST /api/auth/returns/photos (multipart, `photos`): the shopper's photos
 * for a return request, stored as private files through Medusa's File module
 * (never served by /static). 201 with their ids, which the return request
 * names; 413 too large, 415 not JPEG/PNG/WebP.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<ReturnPhotosAnswer>) {
  const photos = (req as unknown as RequestWithPhotos).photos ?? []
  const prefix = returnPhotoKeyPrefix(req.auth_context.actor_id)
  const { result } = await uploadFilesWorkflow(req.scope).run({
    input: {
      files: photos.map((p) => ({
        filename: `${prefix}${p.filename}`,
        mimeType: p.mimeType,
        content: p.content.toString("base64"),
        access: "private" as const,
      })),
    },
  })
  res.status(201).json({ photos: result.map((f) => ({ id: f.id })) })
}
