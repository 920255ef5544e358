import type { TrackAnswer } from "@sugandh/contract"
import { TrackAnswerSchema } from "@/lib/answers"
import { api } from "@/lib/api"

export type TrackRequest = { orderNumber: string; contact: string }

/**
 * POST /api/orders/track, from the /track route's action (on the storefront server, also before
 * the page is hydrated). The visitor's address goes along so the backend counts attempts per visitor.
 */
export const trackOrder = (request: TrackRequest, clientAddress?: string | null): Promise<TrackAnswer> =>
  api.post(
    "/orders/track",
    { orderNumber: request.orderNumber.trim(), contact: request.contact.trim() },
    { answer: TrackAnswerSchema, headers: clientAddress ? { "x-forwarded-for": clientAddress } : undefined }
  )
