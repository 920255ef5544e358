import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import multer from "multer"
import { DomainError } from "../errors"

/** The largest CSV an operator uploads (a bank statement, a courier's remittance): a busy month stays far below it. */
const MAX_CSV_BYTES = 2 * 1024 * 1024

/** An uploaded CSV as the route reads it. */
export type UploadedCsv = { name: string; content: Buffer }

/**
 * Reads the multipart form's one CSV file in form field `field` onto
 * req[field]; a form that is not multipart, a missing file, one over 2 MB or
 * unreadable data is a 400 naming the field. Memory only: the file is read for
 * the preview and never written anywhere.
 */
export function parseCsvUploadForm(field: string) {
  const tooLarge = `The ${field} file must be 2 MB or smaller`
  const missing = `Choose the ${field} CSV file to upload (form field "${field}")`
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { files: 1, fileSize: MAX_CSV_BYTES, fields: 5, parts: 6 },
  }).single(field)
  const bad = (message: string) => new DomainError("invalid", message, { errors: [{ msg: message, path: field }] })

  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    if (!req.is("multipart/form-data")) return next(bad(`Send the ${field} as multipart/form-data`))
    parser(req as never, res as never, (error?: unknown) => {
      if (error) {
        const code = (error as { code?: string }).code
        return next(
          bad(code === "LIMIT_FILE_SIZE" ? tooLarge : code === "LIMIT_UNEXPECTED_FILE" ? missing : "The form data could not be read")
        )
      }
      const file = req.file
      if (!file) return next(bad(missing))
      ;(req as MedusaRequest & Record<string, UploadedCsv>)[field] = { name: file.originalname, content: file.buffer }
      next()
    })
  }
}
