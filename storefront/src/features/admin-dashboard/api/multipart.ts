import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from "@/lib/api"
import { getToken } from "@/lib/auth-token"

// Five 5 MB images take a while on a slow line; the JSON client's 15 s is too short.
const UPLOAD_TIMEOUT_MS = 120_000

/**
 * POST of a multipart form (product images). lib/api.ts serialises bodies as
 * JSON, so this one call sends FormData itself, with the same bearer token
 * and the same ApiError shapes, so callers handle failures in one way.
 */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" }
  const token = getToken()
  if (token) headers.Authorization = `Bearer ${token}`
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, UPLOAD_TIMEOUT_MS)
  let response: Response
  try {
    // No Content-Type: the browser sets multipart/form-data with its boundary.
    response = await fetch(`${API_BASE}${path}`, { method: "POST", headers, body: form, signal: controller.signal })
  } catch {
    throw timedOut
      ? new ApiError(TIMEOUT_ERROR_MESSAGE, { status: 0, kind: "timeout" })
      : new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, kind: "network" })
  } finally {
    clearTimeout(timer)
  }
  const text = await response.text().catch(() => "")
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  if (!response.ok) {
    const record = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null
    const message = typeof record?.message === "string" && record.message ? record.message : `Request failed with status ${response.status}`
    const errors = Array.isArray(record?.errors)
      ? (record.errors as { msg?: unknown; path?: unknown }[]).map((e) => ({ msg: String(e?.msg ?? ""), path: String(e?.path ?? "") }))
      : []
    throw new ApiError(message, { status: response.status, errors, body: record })
  }
  return body as T
}
