/**
 * The one error our code throws for a refusal a caller should see: what kind
 * of refusal it is, the message for the shopper or operator, optional field
 * errors and extra fields a call documents (isGoogleAccount, available,
 * items...). It carries no HTTP status: src/api/utils/error-answer.ts is the
 * one place that turns a kind into the answer of /api or of Medusa's routes.
 *
 * Workflow steps throw it too, but the workflow engine hands a step's error
 * back as a plain object (serialised: name, message and own fields, not the
 * class), so callers recognise it with isDomainError, never `instanceof`.
 * Checked (src/api/utils/__tests__/workflow-errors.unit.spec.ts, against the
 * real engine): the copy keeps name, kind, message, errors and extra, also
 * from a workflow run as a step of another inside when(), as the route
 * workflows (place order, coupon, verify e-mail) run theirs, and the error
 * handler answers it with its kind's status and body.
 * Steps may also throw MedusaError (matched by its `type`); error-answer maps those too.
 */
import type { FieldError } from "@sugandh/contract"

export type { FieldError }

const DOMAIN_ERROR_KINDS = [
  "invalid",
  "not_authenticated",
  "forbidden",
  "not_found",
  "conflict",
  "too_large",
  "unsupported_format",
  "too_many_attempts",
  "unavailable",
  /** A service we call (the courier) failed or answered 5xx: 502. */
  "upstream_failed",
  /** A service we call gave no answer in time: 504. */
  "upstream_timeout",
] as const

export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number]

export class DomainError extends Error {
  readonly kind: DomainErrorKind
  readonly errors?: FieldError[]
  readonly extra: Record<string, unknown>

  constructor(kind: DomainErrorKind, message: string, options: { errors?: FieldError[]; extra?: Record<string, unknown> } = {}) {
    super(message)
    this.name = "DomainError"
    this.kind = kind
    this.errors = options.errors
    this.extra = options.extra ?? {}
  }
}

/**
 * A DomainError, thrown here or come back from a workflow step as the engine's
 * plain copy of it (same name, kind, message, errors and extra).
 */
export function isDomainError(error: unknown): error is DomainError {
  if (error instanceof DomainError) return true
  const e = error as Partial<DomainError> | null
  return (
    typeof e === "object" &&
    e !== null &&
    e.name === "DomainError" &&
    typeof e.message === "string" &&
    (DOMAIN_ERROR_KINDS as readonly unknown[]).includes(e.kind)
  )
}

export const invalidInput = (message: string, errors?: FieldError[], extra?: Record<string, unknown>) =>
  new DomainError("invalid", message, { errors, extra })
export const forbidden = (message = "You don't have permission to do this") => new DomainError("forbidden", message)
export const notFound = (message: string) => new DomainError("not_found", message)
export const conflict = (message: string, extra?: Record<string, unknown>) => new DomainError("conflict", message, { extra })
