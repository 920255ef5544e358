import { MedusaError } from "@medusajs/framework/utils"
import { ApiError, conflict, notFound } from "../../api/utils/api-error"

const BUSY = "This order is being changed by another request. Please try again."

/** Order workflow failures as /api errors: a refused transition is 409 with its message, a missing order 404. */
export function toOrderApiError(error: unknown): unknown {
  if (error instanceof ApiError) return error
  const e = error as { type?: string; message?: string } | null
  const message = e?.message ?? ""
  if (/acquir(e|ing) lock|Failed to acquire lock/i.test(message)) return conflict(BUSY)
  if (e?.type === MedusaError.Types.NOT_FOUND) return notFound(message || "Order not found")
  if (e?.type === MedusaError.Types.NOT_ALLOWED) return conflict(message)
  return error
}
