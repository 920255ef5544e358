/**
 * The one error our code throws for a refusal a caller should see: what kind
 * of refusal it is, the message for the shopper or operator, optional field
 * errors and extra fields a call documents (isGoogleAccount, available,
 * items...). It carries no HTTP status: src/api/utils/error-answer.ts is the
 * one place that turns a kind into the answer of /api or of Medusa's routes.
 *
 * Workflow steps may throw MedusaError instead (the workflow engine may
 * re-create errors, keeping Medusa's `type`); error-answer maps those too.
 */
export type FieldError = { msg: string; path: string }

export type DomainErrorKind =
  | "invalid"
  | "not_authenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "unsupported_format"
  | "too_many_attempts"
  | "unavailable"

export class DomainError extends Error {
  readonly kind: DomainErrorKind
  readonly errors?: FieldError[]
  readonly extra: Record<string, unknown>

  constructor(
    kind: DomainErrorKind,
    message: string,
    options: { errors?: FieldError[]; extra?: Record<string, unknown> } = {}
  ) {
    super(message)
    this.name = "DomainError"
    this.kind = kind
    this.errors = options.errors
    this.extra = options.extra ?? {}
  }
}

export const invalidInput = (message: string, errors?: FieldError[], extra?: Record<string, unknown>) =>
  new DomainError("invalid", message, { errors, extra })
export const forbidden = (message = "You don't have permission to do this") => new DomainError("forbidden", message)
export const notFound = (message: string) => new DomainError("not_found", message)
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new DomainError("conflict", message, { extra })
