import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import multer from "multer"
import { DomainError } from "../errors"
import { safeImageFileName } from "./file-name"
import { sniffImageType } from "./image-type"

/** The limits for product images: at most 5 images of 5MB each (requirements ADM-06). */
const MAX_IMAGES = 5
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

const TOO_MANY_IMAGES_MESSAGE = "Maximum 5 images allowed"
const IMAGE_TOO_LARGE_MESSAGE = "Each image must be 5MB or smaller"
const NOT_AN_IMAGE_MESSAGE = "Only image files are allowed (PNG, JPEG, WebP or GIF)"

/** An uploaded image whose content has been checked; ready for the File module. */
type CheckedImage = { filename: string; mimeType: string; content: Buffer }

export type RequestWithImages = MedusaRequest & { images?: CheckedImage[] }

const IMAGE_FIELDS = new Set(["images", "images[]"])

// Memory storage: nothing reaches the disk before the whole request is
// validated; the File module writes the files inside the creating workflow.
const parser = multer({
  storage: multer.memoryStorage(),
  limits: {
    files: MAX_IMAGES,
    fileSize: MAX_IMAGE_BYTES,
    fields: 40,
    fieldSize: 64 * 1024,
    parts: 60,
  },
}).any()

function fromMulterError(error: unknown): unknown {
  const code = (error as { code?: unknown })?.code
  if (!(error instanceof multer.MulterError) || typeof code !== "string") return error
  switch (code) {
    case "LIMIT_FILE_COUNT":
      return new DomainError("invalid", TOO_MANY_IMAGES_MESSAGE, { errors: [{ msg: TOO_MANY_IMAGES_MESSAGE, path: "images" }] })
    case "LIMIT_FILE_SIZE":
      return new DomainError("too_large", IMAGE_TOO_LARGE_MESSAGE, { errors: [{ msg: IMAGE_TOO_LARGE_MESSAGE, path: "images" }] })
    case "LIMIT_UNEXPECTED_FILE":
      return new DomainError("invalid", "Images must be sent in the images field")
    default:
      return new DomainError("invalid", "The form data could not be read")
  }
}

/**
 * Parses a multipart form (text fields into req.body, files kept in memory)
 * and accepts files only in the `images` field, at most 5, each at most 5 MB
 * and recognised as an image by its bytes. The checked files are put on
 * `req.images`. A request that breaks any rule is refused as a whole.
 */
export function parseImageForm() {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    if (!req.is("multipart/form-data")) {
      return next(new DomainError("unsupported_format", "Send the product as multipart/form-data"))
    }
    parser(req as never, res as never, (error?: unknown) => {
      if (error) return next(fromMulterError(error))
      try {
        const files = req.files ?? []
        ;(req as RequestWithImages).images = checkImages(files)
        next()
      } catch (e) {
        next(e)
      }
    })
  }
}

export function checkImages(files: multer.File[]): CheckedImage[] {
  if (files.length > MAX_IMAGES) {
    throw new DomainError("invalid", TOO_MANY_IMAGES_MESSAGE, { errors: [{ msg: TOO_MANY_IMAGES_MESSAGE, path: "images" }] })
  }
  return files.map((file) => {
    if (!IMAGE_FIELDS.has(file.fieldname)) {
      throw new DomainError("invalid", "Images must be sent in the images field")
    }
    if (file.size > MAX_IMAGE_BYTES || file.buffer.length > MAX_IMAGE_BYTES) {
      throw new DomainError("too_large", IMAGE_TOO_LARGE_MESSAGE, { errors: [{ msg: IMAGE_TOO_LARGE_MESSAGE, path: "images" }] })
    }
    const type = sniffImageType(file.buffer)
    if (!type || file.buffer.length === 0) {
      const msg = `${NOT_AN_IMAGE_MESSAGE}: ${file.originalname || "file"} is not an image`
      throw new DomainError("invalid", msg, { errors: [{ msg, path: "images" }] })
    }
    return { filename: safeImageFileName(file.originalname, type.extension), mimeType: type.mimeType, content: file.buffer }
  })
}
