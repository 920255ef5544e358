import type { MedusaRequest } from "@medusajs/framework/http"
import { parseCsvUploadForm, type UploadedCsv } from "../uploads/csv-upload"

export type RequestWithStatement = MedusaRequest & { statement?: UploadedCsv }

/** Reads the multipart form's one `statement` file onto req.statement; size and presence are 400s. */
export const parseStatementForm = () => parseCsvUploadForm("statement")
