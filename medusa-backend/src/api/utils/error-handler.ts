import {
  errorHandler as medusaErrorHandler,
  getHttpResponseFromError,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import { isDomainError } from "../../lib/errors"
import { contractAnswer, fromMedusaError, medusaConflictAnswer } from "./error-answer"
import { echoRequestId, requestIdOf } from "./request-id"
import { setSecurityHeaders } from "./security-headers"
import { isParamDecodeError, MALFORMED_PATH_MESSAGE } from "./path-guard"

const medusaDefault = medusaErrorHandler()

/** Messages for errors raised by Express' body parser before our code runs. */
function bodyParserMessage(status: number, type?: string): string {
  if (status === 413) return "Request body is too large"
  if (type === "entity.parse.failed") return "Malformed JSON in request body"
  if (status === 415) return "Unsupported content type"
  return "Invalid request body"
}

/**
 * Logs a server-side failure with the request id, so the line can be found
 * from the X-Request-Id a client or nginx saw (and from the access log's
 * `request_id`).
 */
function logServerError(req: MedusaRequest, path: string, err: Error): void {
  const logger = req.scope?.resolve?.("logger") ?? console
  logger.error(`Unhandled error on ${req.method} ${path} (request_id ${requestIdOf(req) ?? "-"})`, err)
}

/**
 * Renders errors on /api/* in the contract's shape `{ message, errors? }` and
 * leaves Medusa's own routes (/store, /admin, /auth) to Medusa's handler;
 * error-answer.ts says which status or Medusa type each error means.
 * Unknown errors become a 500 with a generic message; their details go to the
 * log. Every 5xx, on any route, is logged here with its request id (Medusa's
 * handler would log it without one) and answered with Medusa's usual body.
 */
export function apiErrorHandler() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- anything can be thrown; the handler reads fields of Medusa's and our error types by name
  return (err: any, req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void => {
    // Errors from Medusa's own checks (publishable key, validation) get here
    // before the request-id middleware has run.
    echoRequestId(req, res)
    setSecurityHeaders(res)
    const path = req.originalUrl ?? req.path ?? ""
    const isApi = path.startsWith("/api/") || path === "/api"

    // A refusal on Medusa's own routes keeps its reason (Medusa's handler would replace a 409's message).
    const conflict = !isApi && !isDomainError(err) ? medusaConflictAnswer(err) : null
    if (conflict) {
      res.status(conflict.status).json(conflict.body)
      return
    }
    // Matched by name and kind: a step's DomainError comes out of a workflow as a plain object.
    if (isDomainError(err)) {
      // Elsewhere our errors keep the contract's shape (rate limits on Medusa's /auth routes too).
      const { status, body } = contractAnswer(err)
      res.status(status).json(body)
      return
    }
    if (isParamDecodeError(err)) {
      res.status(400).json({ message: MALFORMED_PATH_MESSAGE })
      return
    }
    if (isApi && typeof err?.status === "number" && typeof err?.type === "string" && err.expose !== undefined) {
      // http-errors from body-parser: malformed JSON, too large, bad charset
      res.status(err.status).json({ message: bodyParserMessage(err.status, err.type) })
      return
    }
    const refused = isApi ? fromMedusaError(err) : null
    if (refused) {
      const { status, body } = contractAnswer(refused)
      res.status(status).json(body)
      return
    }
    const { statusCode, body } = getHttpResponseFromError(err)
    if (statusCode >= 500) {
      logServerError(req, path, err)
      if (isApi) {
        res.status(500).json({ message: "Something went wrong on our side. Please try again." })
      } else {
        res.status(statusCode).json(body)
      }
      return
    }
    if (!isApi) {
      medusaDefault(err, req, res, next)
      return
    }
    res.status(statusCode).json({ message: body.message })
  }
}
