import { queryOptions } from "@tanstack/react-query"
import { api } from "@/lib/api"
import { OneReturnAnswerSchema, ReturnOptionsAnswerSchema, ReturnPhotosAnswerSchema, ReturnsAnswerSchema } from "@/lib/answers"
import type { ReturnRequestBody } from "../types"

// Five 5 MB photos take a while on a slow line; the JSON client's 15 s is too short.
const UPLOAD_TIMEOUT_MS = 120_000

const orderPath = (orderId: string) => `/auth/orders/${encodeURIComponent(orderId)}`

/** Under the shopper's orders key, so signing out (and an order change) drops them. */
export const orderReturnsKey = (orderId: string) => ["user", "me", "orders", orderId, "returns"] as const

/** The order's returns with their states (RET-01). */
export const orderReturnsQueryOptions = (orderId: string, enabled = true) =>
  queryOptions({
    queryKey: [...orderReturnsKey(orderId), "list"] as const,
    queryFn: async ({ signal }) => (await api.get(`${orderPath(orderId)}/returns`, { signal, answer: ReturnsAnswerSchema })).returns,
    enabled,
    retry: false,
  })

/** What the form offers: the invoice's lines, the reasons, the window, the payee (GET .../returns/options). */
export const returnOptionsQueryOptions = (orderId: string, enabled = true) =>
  queryOptions({
    queryKey: [...orderReturnsKey(orderId), "options"] as const,
    queryFn: ({ signal }) => api.get(`${orderPath(orderId)}/returns/options`, { signal, answer: ReturnOptionsAnswerSchema }),
    enabled,
    retry: false,
  })

/** Uploads the photos (multipart `photos`) and answers their ids, named by the return request (RET-04). */
export async function uploadReturnPhotos(files: readonly File[]): Promise<string[]> {
  const form = new FormData()
  for (const file of files) form.append("photos", file)
  const answer = await api.post("/auth/returns/photos", form, { timeoutMs: UPLOAD_TIMEOUT_MS, answer: ReturnPhotosAnswerSchema })
  return answer.photos.map((p) => p.id)
}

export const requestReturn = (orderId: string, body: ReturnRequestBody & { photos?: string[] }) =>
  api.post(`${orderPath(orderId)}/returns`, body, { answer: OneReturnAnswerSchema })

export const cancelReturn = (returnId: string) =>
  api.post(`/auth/returns/${encodeURIComponent(returnId)}/cancel`, {}, { answer: OneReturnAnswerSchema })
