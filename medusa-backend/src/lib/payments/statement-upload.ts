import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import multer from "multer"
import { DomainError } from "../errors"

/** The largest statement we read: a month of a busy shop's credits is far below it. */
const MAX_STATEMENT_BYTES = 2 * 1024 * 1024
const STATEMENT_TOO_LARGE = "The statement file must be 2 MB or smaller"
const STATEMENT_MISSING = 'Choose the statement CSV file to upload (form field "statement")'

export type RequestWithStatement = MedusaRequest & { statement?: { name: string; content: Buffer } }

// Memory only: the statement is read for the preview and never written anywhere.
const parser = multer({
  storage: multer.memoryStorage(),
  limits: { files: 1, fileSize: MAX_STATEMENT_BYTES, fields: 5, parts: 6 },
}).single("statement")

const bad = (message: string) => new DomainError("invalid", message, { errors: [{ msg: message, path: "statement" }] })

/** Reads the multipart form's one `statement` file onto req.statement; size and presence are 400s. */
export function parseStatementForm() {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    if (!req.is("multipart/form-data")) return next(bad("Send the statement as multipart/form-data"))
    parser(req as never, res as never, (error?: unknown) => {
      if (error) {
        const code = (error as { code?: string }).code
        return next(
          bad(
            code === "LIMIT_FILE_SIZE"
              ? STATEMENT_TOO_LARGE
              : code === "LIMIT_UNEXPECTED_FILE"
                ? STATEMENT_MISSING
                : "The form data could not be read"
          )
        )
      }
      const file = req.file
      if (!file) return next(bad(STATEMENT_MISSING))
      ;(req as RequestWithStatement).statement = { name: file.originalname, content: file.buffer }
      next()
    })
  }
}
