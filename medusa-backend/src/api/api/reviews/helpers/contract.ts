import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { DomainError, isDomainError } from "../../../../lib/errors"

type Middleware = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => unknown

/**
 * The storefront's review code reads `success` on every answer, errors too.
 * Wraps a shared middleware (validation, rate limit) so the DomainError it raises
 * also carries `success: false`.
 */
export function withSuccessFlag(middleware: Middleware): Middleware {
  return (req, res, next) =>
    middleware(req, res, ((err?: unknown) => {
      if (isDomainError(err)) {
        return next(new DomainError(err.kind, err.message, { errors: err.errors, extra: { ...err.extra, success: false } }))
      }
      return next(err as Error)
    }) as MedusaNextFunction)
}
