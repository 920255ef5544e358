import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import multer from "multer"
import { RETURN_PHOTOS_MAX } from "@sugandh/contract"
import { DomainError } from "../errors"
import { safeImageFileName } from "./file-name"
import { sniffImageType } from "./image-type"
import { MAX_IMAGE_BYTES } from "./image-upload"

/**
 * A return's photos (issue 45): up to 5 images in the `photos` field,
 * JPEG, PNG or WebP by their bytes (415 otherwise), at most 5 MB each (413).
 * Kept in memory until the whole request is checked; the route stores them
 * as private files named for their owner (returnPhotoKeyPrefix).
 */
const PHOTO_TYPES = new Set(["image/jpeg", "image/png", "image/webp"])
const TOO_LARGE = "Each photo must be 5 MB or smaller"
const WRONG_TYPE = "Photos must be JPEG, PNG or WebP images"
const TOO_MANY = `At most ${RETURN_PHOTOS_MAX} photos`

export type CheckedPhoto = { filename: string; mimeType: string; content: Buffer }
export type RequestWithPhotos = MedusaRequest & { photos?: CheckedPhoto[] }

const parser = multer({
  storage: multer.memoryStorage(),
  limits: { files: RETURN_PHOTOS_MAX, fileSize: MAX_IMAGE_BYTES, fields: 5, parts: RETURN_PHOTOS_MAX + 5 },
}).any()

function fromMulterError(error: unknown): unknown {
  if (!(error instanceof multer.MulterError)) return error
  if (error.code === "LIMIT_FILE_SIZE") return new DomainError("too_large", TOO_LARGE, { errors: [{ msg: TOO_LARGE, path: "photos" }] })
  if (error.code === "LIMIT_FILE_COUNT") return new DomainError("invalid", TOO_MANY, { errors: [{ msg: TOO_MANY, path: "photos" }] })
  return new DomainError("invalid", "The form data could not be read")
}

/** Each photo checked by its bytes; the first refusal refuses the request. */
export function checkReturnPhotos(files: { fieldname: string; originalname: string; size: number; buffer: Buffer }[]): CheckedPhoto[] {
  if (!files.length)
    throw new DomainError("invalid", "Add at least one photo", { errors: [{ msg: "Add at least one photo", path: "photos" }] })
  if (files.length > RETURN_PHOTOS_MAX) throw new DomainError("invalid", TOO_MANY, { errors: [{ msg: TOO_MANY, path: "photos" }] })
  return files.map((file) => {
    if (file.fieldname !== "photos") throw new DomainError("invalid", "Photos must be sent in the photos field")
    if (file.size > MAX_IMAGE_BYTES || file.buffer.length > MAX_IMAGE_BYTES) {
      throw new DomainError("too_large", TOO_LARGE, { errors: [{ msg: TOO_LARGE, path: "photos" }] })
    }
    const type = sniffImageType(file.buffer)
    if (!type || !PHOTO_TYPES.has(type.mimeType)) {
      throw new DomainError("unsupported_format", WRONG_TYPE, { errors: [{ msg: WRONG_TYPE, path: "photos" }] })
    }
    return { filename: safeImageFileName(file.originalname, type.extension), mimeType: type.mimeType, content: file.buffer }
  })
}

export function parseReturnPhotos() {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    if (!req.is("multipart/form-data")) return next(new DomainError("unsupported_format", "Send the photos as multipart/form-data"))
    parser(req as never, res as never, (error?: unknown) => {
      if (error) return next(fromMulterError(error))
      try {
        ;(req as RequestWithPhotos).photos = checkReturnPhotos((req.files ?? []) as never)
        next()
      } catch (e) {
        next(e)
      }
    })
  }
}

/**
 * A return photo's file name starts with its owner's customer id, so a
 * request can only name the shopper's own photos, and the shopper's download
 * route can tell whose a file is without a table beside Medusa's files.
 * The local provider then prefixes "private-<time>-".
 */
export const returnPhotoKeyPrefix = (customerId: string) => `return-${customerId}-`

/** Whether a private file key is one of this customer's return photos. */
export function isReturnPhotoOf(key: string, customerId: string): boolean {
  return /^private-\d+-/.test(key) && key.replace(/^private-\d+-/, "").startsWith(returnPhotoKeyPrefix(customerId)) && !key.includes("/")
}
