import { MedusaError } from "@medusajs/framework/utils"
import { ApiError } from "../../utils/api-error"

const TYPE_BY_STATUS: Record<number, string> = {
  400: MedusaError.Types.INVALID_DATA,
  401: MedusaError.Types.UNAUTHORIZED,
  403: MedusaError.Types.NOT_ALLOWED,
  404: MedusaError.Types.NOT_FOUND,
  409: MedusaError.Types.CONFLICT,
}

/**
 * Routes under /admin are answered by Medusa's error handler, which knows
 * MedusaError but not our /api ApiError; shared code that throws ApiError is
 * translated here so the Medusa admin sees the right status and message.
 */
export function asMedusaError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  return new MedusaError(TYPE_BY_STATUS[error.status] ?? MedusaError.Types.UNEXPECTED_STATE, error.message)
}

/** A bounded integer query parameter. */
export function intParam(value: unknown, fallback: number, min: number, max: number): number {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback
}

export function textParam(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value
  return typeof v === "string" && v.trim() ? v.trim() : undefined
}
