/**
 * The /api contract's error: `{ message, errors?: [{ msg, path }] }` plus any
 * extra fields a call documents (isGoogleAccount, error, userInfo, available...).
 * Throw it from a route or middleware; the /api error handler renders it.
 */
export type FieldError = { msg: string; path: string }

export class ApiError extends Error {
  readonly status: number
  readonly errors?: FieldError[]
  readonly extra: Record<string, unknown>

  constructor(
    status: number,
    message: string,
    options: { errors?: FieldError[]; extra?: Record<string, unknown> } = {}
  ) {
    super(message)
    this.name = "ApiError"
    this.status = status
    this.errors = options.errors
    this.extra = options.extra ?? {}
  }

  toBody(): Record<string, unknown> {
    return {
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...this.extra,
    }
  }
}

export const badRequest = (message: string, errors?: FieldError[], extra?: Record<string, unknown>) =>
  new ApiError(400, message, { errors, extra })
export const unauthorized = (message = "Not authenticated") => new ApiError(401, message)
export const forbidden = (message = "You don't have permission to do this") => new ApiError(403, message)
export const notFound = (message: string) => new ApiError(404, message)
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new ApiError(409, message, { extra })
export const tooManyRequests = (message = "Too many requests. Please try again later.") =>
  new ApiError(429, message)
