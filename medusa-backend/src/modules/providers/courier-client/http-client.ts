import { CourierError } from "./courier-error"
import type { TokenSource } from "./cached-token"

/**
 * The generic half of a courier client: JSON over HTTPS with a bearer token,
 * a deadline, one renewal of the token on a 401, and every failure turned into
 * a CourierError carrying the courier's own message. The endpoints (paths,
 * bodies, answers) live in each courier's provider (fulfillment-shiprocket/api.ts).
 */
export type CourierHttpOptions = {
  /** Shown to the operator in every error: "Shiprocket". */
  courier: string
  /** Base URL without a trailing slash, e.g. https://apiv2.shiprocket.in (tests pass a local server). */
  baseUrl: string
  token: TokenSource
  /** Per request; a courier that has not answered by then is "unavailable". */
  timeoutMs: number
  /** The header the token goes in and how it is written; Bearer by default. */
  authorization?: (token: string) => Record<string, string>
}

export type CourierRequest = {
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
}

export type CourierHttp = {
  request<T>(method: "GET" | "POST" | "PATCH", path: string, request?: CourierRequest): Promise<T>
  /** A call without the token (the login itself). */
  requestAnonymous<T>(method: "GET" | "POST", path: string, request?: CourierRequest): Promise<T>
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

export function createCourierHttp(options: CourierHttpOptions): CourierHttp {
  const authorization = options.authorization ?? bearer

  async function send(method: string, path: string, request: CourierRequest, headers: Record<string, string>): Promise<Response> {
    const url = new URL(options.baseUrl.replace(/\/+$/, "") + path)
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value))
    }
    try {
      return await fetch(url, {
        method,
        headers: { Accept: "application/json", ...(request.body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch (error) {
      // By name: the DOMException fetch throws need not be an instance of this realm's Error.
      const name = (error as { name?: unknown } | null)?.name
      const timedOut = name === "TimeoutError" || name === "AbortError"
      throw new CourierError({
        courier: options.courier,
        kind: "unavailable",
        status: null,
        timedOut,
        courierMessage: timedOut ? `no answer within ${seconds(options.timeoutMs)}` : `could not be reached (${describe(error)})`,
      })
    }
  }

  async function read<T>(response: Response): Promise<T> {
    const text = await response.text()
    const json = parseJson(text)
    if (response.ok) return (json ?? {}) as T
    throw new CourierError({
      courier: options.courier,
      kind: response.status >= 500 || response.status === 429 ? "unavailable" : "refused",
      status: response.status,
      courierMessage: courierMessageOf(json, text, response.status),
    })
  }

  return {
    async request<T>(method: "GET" | "POST" | "PATCH", path: string, request: CourierRequest = {}) {
      const token = await options.token.get()
      const first = await send(method, path, request, authorization(token))
      if (first.status !== 401) return read<T>(first)
      // The token expired or was revoked early: log in again, once.
      await first.body?.cancel()
      options.token.invalidate(token)
      const renewed = await options.token.get()
      return read<T>(await send(method, path, request, authorization(renewed)))
    },
    async requestAnonymous<T>(method: "GET" | "POST", path: string, request: CourierRequest = {}) {
      return read<T>(await send(method, path, request, {}))
    },
  }
}

function parseJson(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** The courier's words: `message` plus each field error (`errors: { field: ["..."] }`), else the raw text. */
export function courierMessageOf(json: unknown, text: string, status: number): string {
  if (json && typeof json === "object") {
    const { message, errors } = json as { message?: unknown; errors?: unknown }
    const parts: string[] = []
    if (typeof message === "string" && message.trim()) parts.push(message.trim())
    if (errors && typeof errors === "object") {
      for (const value of Object.values(errors as Record<string, unknown>)) {
        for (const item of Array.isArray(value) ? value : [value]) {
          if (typeof item === "string" && item.trim() && !parts.includes(item.trim())) parts.push(item.trim())
        }
      }
    }
    if (parts.length) return parts.join(" ")
  }
  const raw = text.trim().slice(0, 200)
  return raw || `HTTP ${status} with an empty answer`
}

function seconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause
    return cause?.code ?? cause?.message ?? error.message
  }
  return String(error)
}
