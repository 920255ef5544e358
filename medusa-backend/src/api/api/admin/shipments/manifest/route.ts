import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invalidInput } from "../../../../../lib/errors"
import { dayManifestPdf } from "../../../../../lib/shipping/courier-documents"
import { explainOrderFailure } from "../../../../utils/order-failure"
import { sendPdf } from "../../../../utils/send-pdf"

/** Today in India (UTC+5:30), YYYY-MM-DD. */
function istToday(): string {
  return new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 10)
}

/** GET /api/admin/shipments/manifest[?date=YYYY-MM-DD]: the manifest PDF of the courier parcels booked that IST day (default today). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const date = typeof req.query.date === "string" && req.query.date ? req.query.date : istToday()
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw invalidInput("date must be a day as YYYY-MM-DD", [{ path: "date", msg: "Use YYYY-MM-DD" }])
  }
  try {
    sendPdf(res, await dayManifestPdf(req.scope, date))
  } catch (error) {
    throw explainOrderFailure(error)
  }
}
