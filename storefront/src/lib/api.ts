import { HTTP_MESSAGES, type FieldError } from "@sugandh/contract"
import type { LazyAnswer } from "./answers"
import { getToken } from "./auth-token"

/**
 * The one HTTP client for the backend's /api contract (same origin; the dev
 * server and nginx forward /api). Medusa's Store API (catalogue reads) uses
 * the same request core through ./store-api.ts, without our bearer token.
 */

export const API_BASE = "/api"
// The shared HTTP client times out after 10 s; sign-in passes its own 15 s (requirements ACC-08).
const DEFAULT_TIMEOUT_MS = 10_000

export const NETWORK_ERROR_MESSAGE = HTTP_MESSAGES.network
export const TIMEOUT_ERROR_MESSAGE = HTTP_MESSAGES.timeout

type ApiErrorKind = "http" | "network" | "timeout"

/** Every failure of an /api call: an HTTP error (status >= 400), a network failure or a timeout (status 0). */
export class ApiError extends Error {
  readonly status: number
  readonly errors: FieldError[]
  readonly kind: ApiErrorKind
  /** The parsed JSON body (extra fields such as isGoogleAccount or userInfo live here), or null. */
  readonly body: Record<string, unknown> | null

  constructor(
    message: string,
    options: {
      status: number
      kind?: ApiErrorKind
      errors?: FieldError[]
      body?: Record<string, unknown> | null
    }
  ) {
    super(message)
    this.name = "ApiError"
    this.status = options.status
    this.kind = options.kind ?? "http"
    this.errors = options.errors ?? []
    this.body = options.body ?? null
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * What to show for a failed call: the server's message, the network or
 * timeout text for a call that got no answer, else `fallback` (an HTTP error
 * without a message, anything that is not an ApiError).
 */
export function apiErrorText(error: unknown, fallback: string): string {
  return (isApiError(error) && error.message) || fallback
}

type RequestOptions<T = unknown> = {
  /**
   * The contract's schema of the answer (@sugandh/contract, loaded on first use: ./answers.ts): the
   * answer is parsed with it instead of cast, and one it refuses fails like any other call (ApiError).
   */
  answer?: LazyAnswer<T>
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
  /** Serialised as JSON when present; FormData goes as it is (multipart, with the boundary the browser sets). */
  body?: unknown
  headers?: Record<string, string>
  /** Cancels the request (TanStack Query passes one to every queryFn). */
  signal?: AbortSignal
  timeoutMs?: number
}

/** An /api call: the stored sign-in token goes along as a bearer header. */
async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const token = getToken()
  const headers = { ...options.headers }
  if (token && !headers.Authorization) {
    headers.Authorization = `Bearer ${token}`
  }
  return jsonRequest<T>(`${API_BASE}${path}`, { ...options, headers })
}

/**
 * A same-origin JSON request with a timeout, answered as parsed JSON or an
 * ApiError (HTTP error, network failure or timeout). Adds no credentials.
 */
export async function jsonRequest<T>(url: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = "GET", body, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options

  const headers: Record<string, string> = { Accept: "application/json", ...options.headers }
  const payload = body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body)
  if (typeof payload === "string") {
    headers["Content-Type"] = "application/json"
  }

  // One controller aborts on either our timeout or the caller's signal.
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onCallerAbort = () => controller.abort()
  if (signal?.aborted) {
    controller.abort()
  } else {
    signal?.addEventListener("abort", onCallerAbort, { once: true })
  }

  let response: Response
  try {
    response = await fetch(resolveUrl(url), {
      method,
      headers,
      body: payload,
      signal: controller.signal,
    })
  } catch (error) {
    if (timedOut) {
      throw new ApiError(TIMEOUT_ERROR_MESSAGE, { status: 0, kind: "timeout" })
    }
    if (signal?.aborted) {
      // A cancellation by the caller is not an error to show; pass it through untouched.
      throw error
    }
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, kind: "network" })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener("abort", onCallerAbort)
  }

  const parsed = await readJson(response)

  if (!response.ok) {
    const record = isRecord(parsed) ? parsed : null
    // No message of the server's (a proxy's HTML page, an empty body): the message stays empty, so each
    // caller shows its own fallback from the spec ("Failed to update profile"), never a status code.
    const message = typeof record?.message === "string" && record.message ? record.message : ""
    throw new ApiError(message, {
      status: response.status,
      errors: parseFieldErrors(record?.errors),
      body: record,
    })
  }

  if (options.answer) {
    const result = (await options.answer.load()).safeParse(parsed)
    if (!result.success) {
      throw new ApiError(HTTP_MESSAGES.unexpectedAnswer, { status: response.status, body: isRecord(parsed) ? parsed : null })
    }
    return result.data
  }
  return parsed as T
}

/**
 * In the browser the backend is on our own origin (relative URLs). On the
 * server (route loaders) there is no origin: the storefront server reaches
 * the backend at BACKEND_URL, on the internal network in production.
 * `document` rather than import.meta.env.SSR: unit tests run in jsdom and keep relative URLs.
 */
function resolveUrl(url: string): string {
  if (typeof document !== "undefined" || !url.startsWith("/")) return url
  const base = process.env.BACKEND_URL || "http://localhost:9000"
  return `${base.replace(/\/$/, "")}${url}`
}

/** Options of one call; with `answer`, T is the schema's type. */
type CallOptions<T> = Omit<RequestOptions<T>, "method" | "body">

export const api = {
  get: <T>(path: string, options?: CallOptions<T>) => apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: CallOptions<T>) => apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: CallOptions<T>) => apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: CallOptions<T>) => apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: CallOptions<T>) => apiRequest<T>(path, { ...options, method: "DELETE" }),
}

/** Empty or non-JSON bodies (204, an HTML error page from a proxy) read as null. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "")
  if (!text) {
    return null
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

function parseFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) {
    return []
  }
  return value.filter(isRecord).map((item) => ({
    msg: typeof item.msg === "string" ? item.msg : String(item.msg ?? ""),
    path: typeof item.path === "string" ? item.path : String(item.path ?? ""),
  }))
}
