import { vi } from "vitest"

/** One request the code under test sent, as the test reads it. */
export type SentRequest = {
  url: string
  method: string
  headers: Record<string, string>
  /** The JSON body, parsed; the raw body when it is not JSON; undefined without one. */
  body: any
}

/** What a route answers: a Response, or any other value sent as JSON with status 200. */
type Answer = Response | object | string | number | boolean | null
type Handler = (request: SentRequest) => Answer | undefined | Promise<Answer | undefined>

/** A JSON answer with a status (the backend's shape: `{ message, errors }` for a refusal). */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })
}

/**
 * The unit tests' one stand-in for the network: `fetch` answers from
 * `handler`, which sees each request's URL, method, headers and parsed body;
 * a request it does not answer (undefined) gets a 404. Every request is kept
 * in `requests`, so a test asserts what was sent rather than assuming it.
 * Vitest's `unstubAllGlobals` (or the next call) puts the real fetch back.
 */
export function mockFetch(handler: Handler = () => undefined) {
  const requests: SentRequest[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = toSentRequest(input, init)
    requests.push(request)
    const answer = await handler(request)
    if (answer === undefined) return json({ message: `No test answer for ${request.method} ${request.url}` }, 404)
    return answer instanceof Response ? answer : json(answer)
  })
  vi.stubGlobal("fetch", fetch)
  return { fetch, requests }
}

function toSentRequest(input: RequestInfo | URL, init?: RequestInit): SentRequest {
  const url = input instanceof Request ? input.url : String(input)
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase()
  const headers: Record<string, string> = {}
  new Headers(init?.headers).forEach((value, key) => (headers[key] = value))
  return { url, method, headers, body: parseBody(init?.body) }
}

function parseBody(body: BodyInit | null | undefined) {
  if (body === undefined || body === null) return undefined
  if (typeof body !== "string") return body
  try {
    return JSON.parse(body)
  } catch {
    return body
  }
}
