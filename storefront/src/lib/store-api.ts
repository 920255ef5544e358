import type { QueryClient } from "@tanstack/react-query"
import { jsonRequest } from "./api"
import { configQueryOptions, type StoreConfig } from "./config"

/**
 * Medusa's Store API (the catalogue's search index) with plain fetch, on our own origin (the
 * dev server and nginx forward /store). We only ever read products, so the
 * Medusa JS SDK (with its query-string library about a fifth of the first
 * download) is not worth shipping. Calls carry the publishable key served by
 * /api/config and none of our /api credentials.
 */

type StoreQuery = Record<string, string | number>

export type StoreClient = {
  config: StoreConfig
  get: <T>(path: string, query?: StoreQuery, options?: { timeoutMs?: number }) => Promise<T>
  post: <T>(path: string, body: unknown, options?: { signal?: AbortSignal }) => Promise<T>
}

export class StoreNotConfiguredError extends Error {
  constructor() {
    super("The shop is not fully configured yet (no publishable key or region).")
    this.name = "StoreNotConfiguredError"
  }
}

/**
 * The visitor's address chain (nginx's X-Forwarded-For) for the catalogue
 * calls a server-side loader makes on their behalf, per request's query
 * client: the backend rate-limits /store/search per client, and without it
 * every visitor's server-rendered page would count as the storefront server's.
 * Never set in the browser.
 */
const forwardedFor = new WeakMap<QueryClient, string>()

export function forwardClientAddress(queryClient: QueryClient, chain: string | null): void {
  if (chain) forwardedFor.set(queryClient, chain)
}

/** GET /store{path}?{query} with the publishable key; errors are ApiErrors as for /api. */
export function storeGet<T>(
  publishableKey: string,
  path: string,
  query: StoreQuery = {},
  options: { timeoutMs?: number; headers?: Record<string, string> } = {}
): Promise<T> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))
  const url = `/store${path}${search.size ? `?${search}` : ""}`
  return jsonRequest<T>(url, { headers: { ...options.headers, "x-publishable-api-key": publishableKey }, timeoutMs: options.timeoutMs })
}

/** POST /store{path} with a JSON body and the publishable key (Medusa's /store/search). */
function storePost<T>(
  publishableKey: string,
  path: string,
  body: unknown,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {}
): Promise<T> {
  return jsonRequest<T>(`/store${path}`, {
    method: "POST",
    body,
    headers: { ...options.headers, "x-publishable-api-key": publishableKey },
    signal: options.signal,
  })
}

/**
 * Waits for the config (fetching it if needed, so a retry also retries a
 * failed config load) and hands back a client for it with the region to price in.
 */
export async function getStoreClient(queryClient: QueryClient): Promise<StoreClient> {
  const config = await queryClient.ensureQueryData(configQueryOptions)
  if (!config.publishableKey || !config.regionId) {
    throw new StoreNotConfiguredError()
  }
  const chain = forwardedFor.get(queryClient)
  const headers: Record<string, string> = chain ? { "X-Forwarded-For": chain } : {}
  return {
    config,
    get: (path, query, options) => storeGet(config.publishableKey, path, query, { ...options, headers }),
    post: (path, body, options) => storePost(config.publishableKey, path, body, { ...options, headers }),
  }
}
