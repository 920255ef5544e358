import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { DomainError, type FieldError } from "../../lib/errors"

/** Turns zod issues into the contract's `errors: [{ msg, path }]`. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    msg: issue.message,
    path: issue.path.join(".") || "body",
  }))
}

/**
 * Validates `req.body` with a zod schema for /api routes and stores the parsed
 * value on `req.validatedBody`. Unlike Medusa's validateAndTransformBody it keeps
 * every field error, because the storefront shows them one by one.
 */
export function validateBody<T extends z.ZodTypeAny>(schema: T, options: { anyJson?: boolean } = {}) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const body = req.body === undefined || req.body === null ? {} : req.body
    // anyJson: the schema itself reads a body that is not an object (PlaceOrderBody reads it as an empty one).
    if (!options.anyJson && (typeof body !== "object" || Array.isArray(body))) {
      return next(new DomainError("invalid", "Request body must be a JSON object"))
    }
    const result = schema.safeParse(body)
    if (!result.success) {
      const errors = toFieldErrors(result.error)
      return next(new DomainError("invalid", errors[0]?.msg ?? "Invalid request", { errors }))
    }
    ;(req as MedusaRequest & { validatedBody: z.infer<T> }).validatedBody = result.data
    next()
  }
}

/** Same as validateBody, for the query string. Stores the result on `req.validatedQuery`. */
export function validateQuery<T extends z.ZodTypeAny>(schema: T) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const result = schema.safeParse(req.query ?? {})
    if (!result.success) {
      const errors = toFieldErrors(result.error)
      return next(new DomainError("invalid", errors[0]?.msg ?? "Invalid query", { errors }))
    }
    ;(req as unknown as { validatedQuery: z.infer<T> }).validatedQuery = result.data
    next()
  }
}
