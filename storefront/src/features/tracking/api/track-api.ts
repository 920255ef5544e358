import type { TrackAnswer } from "@sugandh/contract"
import { NdrAnswerAnswerSchema, TrackAnswerSchema } from "@/lib/answers"
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

export type DeliveryAnswer = { token: string; deferredDate?: string; phone?: string; address?: string }

/** POST /api/orders/delivery-answer: the shopper's re-attempt after a failed delivery, by the e-mailed link's token. */
export const answerFailedDelivery = (answer: DeliveryAnswer) =>
  api.post("/orders/delivery-answer", answer, { answer: NdrAnswerAnswerSchema })
