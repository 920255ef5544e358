import { MedusaError } from "@medusajs/framework/utils"
import type { ErrorAnswer } from "@sugandh/contract"
import { DomainError, isDomainError, type DomainErrorKind } from "../../lib/errors"

/**
 * The one place errors become HTTP answers. lib/ and workflows/ throw
 * DomainError (a kind, no status) or MedusaError; this file knows which
 * status each means on /api, and how a refusal keeps its reason on Medusa's own routes.
 */

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  not_authenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_format: 415,
  too_many_attempts: 429,
  unavailable: 503,
  upstream_failed: 502,
  upstream_timeout: 504,
}

type Answer = { status: number; body: ErrorAnswer }

/** The /api contract's answer `{ message, errors?, ...extra }` for a DomainError. */
export function contractAnswer(error: DomainError): Answer {
  return {
    status: STATUS_BY_KIND[error.kind],
    body: {
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...error.extra,
    },
  }
}

/**
 * A MedusaError from a workflow (possibly re-created by the workflow engine,
 * so matched by its `type`) as the DomainError /api answers with: a refused
 * change is a 4xx with Medusa's message, never a 500. Anything else is null
 * and left to the error handler.
 */
export function fromMedusaError(error: unknown): DomainError | null {
  const e = error as { type?: unknown; message?: unknown } | null
  const message = typeof e?.message === "string" ? e.message : ""
  switch (e?.type) {
    case MedusaError.Types.NOT_FOUND:
      return new DomainError("not_found", message || "Not found")
    case MedusaError.Types.DUPLICATE_ERROR:
    case MedusaError.Types.CONFLICT:
      return new DomainError("conflict", message || "Already exists")
    case MedusaError.Types.NOT_ALLOWED:
    case MedusaError.Types.INVALID_DATA:
      return new DomainError("invalid", message || "Invalid request")
    default:
      return null
  }
}

/**
 * A refusal answered on Medusa's own routes (/admin/orders/... with our hooks) as a 409 in
 * Medusa's body shape with the refusal's own message. Medusa's error handler answers every CONFLICT with
 * "The request conflicted with another request. You may retry the request with the provided
 * Idempotency-Key." (meant for its idempotency races), which hid the reason from the widgets (issue 48).
 * Null for anything that is not a conflict with a message.
 */
export function medusaConflictAnswer(error: unknown): { status: 409; body: { code: string; type: string; message: string } } | null {
  const e = error as { type?: unknown; kind?: unknown; message?: unknown } | null
  const message = typeof e?.message === "string" ? e.message.trim() : ""
  const conflict = isDomainError(error) ? error.kind === "conflict" : e?.type === MedusaError.Types.CONFLICT
  if (!conflict || !message) return null
  return { status: 409, body: { code: "invalid_state_error", type: MedusaError.Types.CONFLICT, message } }
}
