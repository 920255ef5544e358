import {
  errorHandler as medusaErrorHandler,
  getHttpResponseFromError,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import { ApiError } from "./api-error"

const medusaDefault = medusaErrorHandler()

/** Messages for errors raised by Express' body parser before our code runs. */
function bodyParserMessage(status: number, type?: string): string {
  if (status === 413) return "Request body is too large"
  if (type === "entity.parse.failed") return "Malformed JSON in request body"
  if (status === 415) return "Unsupported content type"
  return "Invalid request body"
}

/**
 * Renders errors on /api/* in the contract's shape `{ message, errors? }` and
 * leaves Medusa's own routes (/store, /admin, /auth) to Medusa's handler.
 * Unknown errors become a 500 with a generic message; their details go to the log.
 */
export function apiErrorHandler() {
  return (err: any, req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void => {
    const path = req.originalUrl ?? req.path ?? ""
    if (!path.startsWith("/api/") && path !== "/api") {
      medusaDefault(err, req, res, next)
      return
    }
    if (err instanceof ApiError) {
      res.status(err.status).json(err.toBody())
      return
    }
    if (typeof err?.status === "number" && typeof err?.type === "string" && err.expose !== undefined) {
      // http-errors from body-parser: malformed JSON, too large, bad charset
      res.status(err.status).json({ message: bodyParserMessage(err.status, err.type) })
      return
    }
    const { statusCode, body } = getHttpResponseFromError(err)
    if (statusCode >= 500) {
      const logger = req.scope?.resolve?.("logger") ?? console
      logger.error(`Unhandled error on ${req.method} ${path}`, err)
      res.status(500).json({ message: "Something went wrong on our side. Please try again." })
      return
    }
    res.status(statusCode).json({ message: body.message })
  }
}
