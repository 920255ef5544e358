import type { MedusaRequest } from "@medusajs/framework/http"
import { parseCsvUploadForm, type UploadedCsv } from "../uploads/csv-upload"

export type RequestWithRemittance = MedusaRequest & { remittance?: UploadedCsv }

/** Reads the multipart form's one `remittance` file onto req.remittance; size and presence are 400s. */
export const parseRemittanceForm = () => parseCsvUploadForm("remittance")
