import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import multer from "multer"
import { DomainError } from "../errors"

/** A courier's remittance for a busy month stays far below this. */
const MAX_REMITTANCE_BYTES = 2 * 1024 * 1024
const TOO_LARGE = "The remittance file must be 2 MB or smaller"
const MISSING = 'Choose the remittance CSV file to upload (form field "remittance")'

export type RequestWithRemittance = MedusaRequest & { remittance?: { name: string; content: Buffer } }

// Memory only, as the bank statement: read for the preview, never stored.
const parser = multer({
  storage: multer.memoryStorage(),
  limits: { files: 1, fileSize: MAX_REMITTANCE_BYTES, fields: 5, parts: 6 },
}).single("remittance")

const bad = (message: string) => new DomainError("invalid", message, { errors: [{ msg: message, path: "remittance" }] })

/** Reads the multipart form's one `remittance` file onto req.remittance; size and presence are 400s. */
export function parseRemittanceForm() {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    if (!req.is("multipart/form-data")) return next(bad("Send the remittance as multipart/form-data"))
    parser(req as never, res as never, (error?: unknown) => {
      if (error) {
        const code = (error as { code?: string }).code
        return next(
          bad(code === "LIMIT_FILE_SIZE" ? TOO_LARGE : code === "LIMIT_UNEXPECTED_FILE" ? MISSING : "The form data could not be read")
        )
      }
      const file = req.file
      if (!file) return next(bad(MISSING))
      ;(req as RequestWithRemittance).remittance = { name: file.originalname, content: file.buffer }
      next()
    })
  }
}
