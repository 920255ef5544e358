import { MedusaError } from "@medusajs/framework/utils"
import { ApiError } from "../../../utils/api-error"

/**
 * Errors thrown inside workflows (MedusaError, possibly re-created by the
 * workflow engine) as the /api contract's statuses, so a refused operator
 * change is a 4xx with Medusa's message instead of a 500.
 */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError) return error
  const e = error as { type?: unknown; message?: unknown } | null
  const message = typeof e?.message === "string" ? e.message : ""
  switch (e?.type) {
    case MedusaError.Types.NOT_FOUND:
      return new ApiError(404, message || "Not found")
    case MedusaError.Types.DUPLICATE_ERROR:
    case MedusaError.Types.CONFLICT:
      return new ApiError(409, message || "Already exists")
    case MedusaError.Types.NOT_ALLOWED:
    case MedusaError.Types.INVALID_DATA:
      return new ApiError(400, message || "Invalid request")
    default:
      return error
  }
}

/** Runs an operation and rethrows its error mapped by toApiError. */
export async function mapErrors<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation()
  } catch (error) {
    throw toApiError(error)
  }
}
