import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"

/**
 * Medusa gives every request an id (the incoming X-Request-Id, which nginx
 * sets, or a fresh uuid) and writes it as `request_id` in its JSON access
 * log. Sending it back lets a client or an operator find that request's log
 * lines from a response alone.
 */
const REQUEST_ID_HEADER = "X-Request-Id"

export function requestIdOf(req: MedusaRequest): string | undefined {
  return req.requestId
}

export function echoRequestId(req: MedusaRequest, res: MedusaResponse): void {
  const id = requestIdOf(req)
  if (id && !res.headersSent) {
    res.setHeader(REQUEST_ID_HEADER, id)
  }
}
